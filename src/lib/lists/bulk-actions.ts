/**
 * What a list can do with selected rows. Rows are selectable only when there is something to do
 * with them: adding them to the bulk tray (a tray kind, and the user may manage the tray), taking
 * them out of it (the tray's own records, same permission), or opening a bulk screen with them
 * chosen (`/domains/contacts?ids=4,7`).
 */
import { manageAbility } from '../permissions/permission-names.ts';
import { isTrayResource, trayItemsResource } from '../schemas/tray-kinds.ts';
import { domainScreens } from '../screens/domain-screens.ts';
import type { ScreenDeclaration } from '../screens/screen-declaration.ts';

export type BulkAction = 'addToTray' | 'removeFromTray';

export function bulkActions(resource: string, allowed: (permission: string) => boolean): BulkAction[] {
  if (!allowed(manageAbility('tray'))) return [];
  if (isTrayResource(resource)) return ['addToTray'];
  return resource === trayItemsResource ? ['removeFromTray'] : [];
}

/** A bulk screen a selection opens: its declaration (permission, icon) and the label of its button. */
export interface SelectionScreen {
  screen: ScreenDeclaration;
  label: string;
}

const selectionScreenLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  domains: { '/domains/contacts': 'lists:bulkScreen.contacts', '/domains/delete': 'lists:bulkScreen.delete' },
};

/** The bulk screens the user may open with a selection of `resource`'s rows. */
export function selectionScreens(resource: string, allowed: (permission: string) => boolean): SelectionScreen[] {
  const labels = selectionScreenLabels[resource] ?? {};
  return domainScreens
    .filter((screen) => labels[screen.pattern] !== undefined && (screen.permission ?? '').split('|').some((permission) => permission === '' || allowed(permission)))
    .map((screen) => ({ screen, label: labels[screen.pattern]! }));
}

/** The address of a bulk screen with these rows chosen. */
export function selectionHref(screen: ScreenDeclaration, ids: readonly number[]): string {
  return `${screen.pattern}?ids=${ids.join(',')}`;
}
