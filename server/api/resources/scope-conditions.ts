/**
 * The conditions every read and write of a resource carries: its account (or, for a per-user
 * resource, the caller's own records in the context's account, even for staff in all accounts),
 * its fixed values, its parent.
 */
import type { BoundResource } from './bound-resource.ts';
import { groupCondition, type GroupScope } from './group-scope.ts';
import type { ParentLink } from './parent-link.ts';
import type { Condition } from './select-sql.ts';

export function scopeConditions(resource: BoundResource, scope: GroupScope, parent: ParentLink | null): Condition[] {
  const conditions: Condition[] = [];
  if (resource.binding.perUser) {
    conditions.push({ sql: 't.user_id = ? AND t.group_id = ?', params: [scope.auth.user.id, scope.context] });
  } else if (!resource.binding.catalogue) {
    const group = groupCondition(scope);
    if (group) conditions.push(group);
  }
  for (const [column, value] of Object.entries(resource.binding.fixed ?? {})) {
    conditions.push({ sql: `t.${column} = ?`, params: [value] });
  }
  if (resource.binding.where) conditions.push({ sql: resource.binding.where, params: [] });
  if (parent) conditions.push(parent.condition);
  return conditions;
}
