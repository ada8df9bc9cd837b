/**
 * The bulk screens a list's selection may open (`/domains/contacts?ids=4,7`), read from their
 * screen declarations when the page is built: the list island receives them as links, so the
 * screen declarations never travel in the list's JS (docs/ARCHITECTURE.md, JS budgets).
 */
import { domainScreens } from '../screens/domain-screens.ts';
import type { SelectionScreenLink } from './bulk-actions.ts';

const selectionScreenLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  domains: { '/domains/contacts': 'lists:bulkScreen.contacts', '/domains/delete': 'lists:bulkScreen.delete' },
};

/** The bulk screens of `resource`'s rows, each with its permission, icon and button label. */
export function selectionScreenLinks(resource: string): SelectionScreenLink[] {
  const labels = selectionScreenLabels[resource] ?? {};
  return domainScreens
    .filter((screen) => labels[screen.pattern] !== undefined)
    .map((screen) => ({
      pattern: screen.pattern, permission: screen.permission ?? '', label: labels[screen.pattern]!, ...(screen.menu?.icon ? { icon: screen.menu.icon } : {}),
    }));
}
