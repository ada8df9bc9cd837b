/**
 * The intelligence item a focus page is about (spec section 4: view-intelligence or the ability
 * prospect-viewer reads it), in the caller's scope (DESIGN.md section 9): a customer only their
 * own account's items; another account's item or an unknown id answers 404.
 */
import type { DatabaseSync } from 'node:sqlite';
import { focusPermission } from '../../../src/lib/contracts/intelligence-contracts.ts';
import { prospectViewerAbility, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { FocusItem } from '../../../src/lib/schemas/intelligence-focus.ts';
import { inScope, notFound, type GroupScope } from '../resources/group-scope.ts';
import { forbidden } from '../resources/resource-access.ts';

export interface ScopedItem extends FocusItem {
  group_id: string;
}

export function createFocusItemReader(db: DatabaseSync): (scope: GroupScope, id: string | undefined) => ScopedItem {
  const byId = db.prepare('SELECT id, group_id, name, primary_domain FROM intelligence_items WHERE id = ?');
  return (scope, id) => {
    if (!scope.auth.can(viewAbility('intelligence')) && !scope.auth.can(prospectViewerAbility)) throw forbidden(focusPermission);
    const row = /^[0-9]{1,15}$/.test(id ?? '') ? byId.get(Number(id)) : undefined;
    if (!row || !inScope(scope, row.group_id)) throw notFound();
    return { id: Number(row.id), group_id: String(row.group_id), name: String(row.name), primary_domain: String(row.primary_domain) };
  };
}

/** The item as the answers carry it (without its account). */
export function focusItem(item: ScopedItem): FocusItem {
  return { id: item.id, name: item.name, primary_domain: item.primary_domain };
}
