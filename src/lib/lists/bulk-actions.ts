/**
 * What a list can do with selected rows. Rows are selectable only when there is something to do
 * with them: adding them to the bulk tray (a tray kind, and the user may manage the tray), taking
 * them out of it (the tray's own records, same permission), or opening a bulk screen with them
 * chosen (`/domains/contacts?ids=4,7`).
 */
import { manageAbility } from '../permissions/permission-names.ts';
import { isTrayResource, trayItemsResource } from '../schemas/tray-kinds.ts';

export type BulkAction = 'addToTray' | 'removeFromTray';

export function bulkActions(resource: string, allowed: (permission: string) => boolean): BulkAction[] {
  if (!allowed(manageAbility('tray'))) return [];
  if (isTrayResource(resource)) return ['addToTray'];
  return resource === trayItemsResource ? ['removeFromTray'] : [];
}

/** A bulk screen a selection opens, as the page gives it to the list (selection-screens.ts). */
export interface SelectionScreenLink {
  pattern: string;
  /** The screen's permission; alternatives separated by `|`; empty when anyone may view it. */
  permission: string;
  icon?: string;
  /** The i18n key of its button. */
  label: string;
}

/** The bulk screens of a selection the user may open. */
export function allowedSelectionScreens(links: readonly SelectionScreenLink[], allowed: (permission: string) => boolean): SelectionScreenLink[] {
  return links.filter((link) => link.permission.split('|').some((permission) => permission === '' || allowed(permission)));
}

/** The address of a bulk screen with these rows chosen. */
export function selectionHref(link: Pick<SelectionScreenLink, 'pattern'>, ids: readonly number[]): string {
  return `${link.pattern}?ids=${ids.join(',')}`;
}
