/**
 * The home page's last changes: the 10 newest audit entries the caller may read, as
 * GET …/audit_log answers them without a `resource` or `area` (every area the caller may view;
 * a per-user resource's entries only the caller's own), each with `resource`: the declared
 * resource whose record page the entry names (a top-level declaration with a record route and
 * the entry's resource type), when there is one, so the portal can link it.
 */
import { permissionAreas, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import { readSort } from '../resources/list-parameters.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import type { ResourceStore } from '../resources/resource-store.ts';
import type { Condition } from '../resources/select-sql.ts';
import type { HomeAnswer } from './dashboard-types.ts';

export const recentChangesShown = 10;

export type RecentChanges = (scope: GroupScope) => HomeAnswer['recent_changes'];

export function createRecentChanges(registry: ResourceRegistry, store: ResourceStore): RecentChanges {
  const auditLog = registry.byName('audit-log');
  if (!auditLog) throw new Error('the audit-log resource is not declared');
  const perUserTypes = [...new Set(registry.all.filter((resource) => resource.binding.perUser).map((resource) => resource.binding.auditType))];
  const recordResource = new Map<string, string>();
  for (const resource of registry.all) {
    const { declaration, binding } = resource;
    if (declaration.parent || !declaration.routes.record || recordResource.has(binding.auditType)) continue;
    recordResource.set(binding.auditType, declaration.name);
  }
  const sort = readSort(auditLog, '-created_at,-id');

  return (scope) => {
    const viewable = permissionAreas.filter((area) => scope.auth.can(viewAbility(area)));
    if (viewable.length === 0) return [];
    const conditions: Condition[] = [{ sql: `t.area IN (${viewable.map(() => '?').join(', ')})`, params: viewable }];
    if (perUserTypes.length > 0) {
      conditions.push({ sql: `(t.resource_type NOT IN (${perUserTypes.map(() => '?').join(', ')}) OR t.user_id = ?)`, params: [...perUserTypes, scope.auth.user.id] });
    }
    const { data } = store.list(auditLog, scope, null, { limit: recentChangesShown, page: 1, sort, fields: null, pql: [], filters: [] }, conditions);
    // Audit entries as the audit-log list answers them (its record: id, action, created_at …).
    const entries = data as HomeAnswer['recent_changes'];
    return entries.map((entry) => {
      const resource = recordResource.get(String(entry.resource_type));
      return resource ? { ...entry, resource } : entry;
    });
  };
}
