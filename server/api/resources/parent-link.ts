/**
 * A nested path's parent: it must exist in the caller's scope (404 otherwise, like any
 * record). Gives the condition that limits the nested table to it and the account new
 * records join.
 */
import type { BoundResource } from './bound-resource.ts';
import { inScope, notFound, type GroupScope } from './group-scope.ts';
import type { StatementCache } from './statement-cache.ts';

export interface ParentLink {
  condition: { sql: string; params: (string | number)[] };
  /** The value the link column of a new record takes. */
  value: string | number;
  /** The parent's account (new nested records belong to it). */
  groupId: string | null;
}

export function resolveParent(
  resource: BoundResource,
  params: Readonly<Record<string, string>>,
  scope: GroupScope,
  statements: StatementCache,
): ParentLink | null {
  const parent = resource.binding.parent;
  if (!parent) return null;
  const raw = params[parent.parameter] ?? '';
  if (!/^[0-9]{1,15}$/.test(raw)) throw notFound('No such parent record in this account.');
  const parentId = Number(raw);
  const row = statements.get(`SELECT id${parent.catalogue ? '' : ', group_id'} FROM ${parent.table} WHERE id = ?`).get(parentId);
  if (!row || (!parent.catalogue && !inScope(scope, row.group_id))) throw notFound('No such parent record in this account.');
  let value: string | number = parentId;
  if (parent.linkSql) {
    const linked = statements.get(parent.linkSql).get(parentId);
    const linkValue = linked ? Object.values(linked)[0] : undefined;
    if (typeof linkValue !== 'number' && typeof linkValue !== 'string') throw notFound('The parent record has nothing of this kind.');
    value = linkValue;
  }
  const sql = parent.condition ?? `t.${parent.column} = ?`;
  return {
    condition: { sql, params: [value] },
    value,
    groupId: parent.catalogue ? null : String(row.group_id),
  };
}
