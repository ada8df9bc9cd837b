/** Keeps document.title on the title rule as the language, configuration and loaded record names change. */
import { computed, map } from 'nanostores';
import { $runtimeConfig } from '../config/runtime-config-store.ts';
import { $appError } from '../errors/app-error.ts';
import { i18n } from '../i18n/i18n.ts';
import { $locale } from '../i18n/locale-store.ts';
import { pageTitle } from './page-title.ts';

/** Display names of the records a page shows, by route parameter (`id` → `example.com`). */
export const $recordNames = map<Record<string, string | undefined>>({});

export function startDocumentTitle(routePattern: string): void {
  const $title = computed([$locale, $runtimeConfig, $recordNames, $appError], (_locale, config, recordNames, error) =>
    error
      ? i18n.t('error.heading')
      : pageTitle(routePattern, { label: (segment) => i18n.t(`segment.${segment}`), shortName: config.shortName, recordNames }),
  );
  $title.subscribe((title) => {
    document.title = title;
  });
}
