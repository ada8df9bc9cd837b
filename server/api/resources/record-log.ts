/**
 * A record's audit entries. Entries are read in the caller's scope; a record that is not in
 * the scope (another account's, or never there) answers 404 unless the caller's own account
 * holds entries for it (the history of a record since deleted), so ids cannot be probed. A
 * per-user record's entries are its owner's alone (resource-binding.ts, perUser).
 */
import type { BoundResource } from './bound-resource.ts';
import type { GroupScope } from './group-scope.ts';
import { notFound } from './group-scope.ts';
import type { ListParameters } from './list-parameters.ts';
import type { ParentLink } from './parent-link.ts';
import type { ListAnswer, RecordId, ResourceStore } from './resource-store.ts';

export function recordLog(
  store: ResourceStore,
  auditLog: BoundResource,
  resource: BoundResource,
  scope: GroupScope,
  parent: ParentLink | null,
  id: RecordId,
  parameters: ListParameters,
): ListAnswer {
  const exists = store.find(resource, scope, parent, id, ['id']) !== null;
  // A per-user record's history is its owner's: only the caller's own entries, in this account.
  const own = resource.binding.perUser ? [{ sql: 't.user_id = ? AND t.group_id = ?', params: [scope.auth.user.id, scope.context] }] : [];
  const entries = store.list(auditLog, scope, null, parameters, [
    { sql: 't.resource_type = ? AND t.resource_id = ?', params: [resource.binding.auditType, String(id)] },
    ...own,
  ]);
  if (!exists && entries.meta.total === 0) throw notFound();
  return entries;
}
