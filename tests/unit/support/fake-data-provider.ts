/** A data provider on the test HTTP client, acting in a fixed account. */
import { createDataProvider } from '~/lib/data/data-provider.ts';
import { englishT } from '~/lib/i18n/english-resources.ts';
import type { SnackbarInput } from '~/lib/notifications/snackbar-store.ts';
import { createTestClient, type Route } from './fake-api.ts';

export const context = 'c0ffee00-0000-4000-8000-000000000001';

export function createTestDataProvider(route: Route, currentContext: () => string | undefined = () => context) {
  const setup = createTestClient({ route });
  const snackbars: SnackbarInput[] = [];
  const data = createDataProvider({ http: setup.client, currentContext, showSnackbar: (message) => snackbars.push(message), translate: englishT });
  return { ...setup, data, snackbars };
}
