/**
 * What a list can do with selected rows. Rows are selectable only when there is something to do
 * with them: today, adding them to the bulk tray (a tray kind, and the user may manage the tray).
 */
import { manageAbility } from '../permissions/permission-names.ts';
import { isTrayResource } from '../schemas/tray-kinds.ts';

export type BulkAction = 'addToTray';

export function bulkActions(resource: string, allowed: (permission: string) => boolean): BulkAction[] {
  return isTrayResource(resource) && allowed(manageAbility('tray')) ? ['addToTray'] : [];
}
