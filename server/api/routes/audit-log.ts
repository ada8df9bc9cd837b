/**
 * GET /groups/{context}/audit_log: the audit entries of an area (`?resource=domains` for the
 * entries of a declared resource, `?area=dns` for an area), paginated and PQL-filterable like
 * any list. Without either, the entries of every area the caller may view. Reading an area's
 * entries needs view-<area>. GET /groups/{context}/audit_log/{id}: one entry. Entries of a
 * per-user resource (the tray's items) are their owner's alone, as the records are.
 */
import type { FastifyInstance } from 'fastify';
import { isPermissionArea, permissionAreas, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import { readFields, readListParameters, type QueryInput } from '../resources/list-parameters.ts';
import { forbidden, recordIdOf } from '../resources/resource-access.ts';
import type { RecordId } from '../resources/resource-store.ts';
import type { Condition } from '../resources/select-sql.ts';

function singleText(query: QueryInput, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new ApiError(400, 'invalid_parameter', `Give ${name} once.`, { details: { parameter: name } });
  return value;
}

export function registerAuditLogRoutes(app: FastifyInstance, context: ApiContext): void {
  const { registry, store, scopeOf } = context.resources;
  const auditLog = registry.byName('audit-log');
  if (!auditLog) throw new Error('the audit-log resource is not declared');
  const { auditContracts } = registry;
  // Signed in, in the account, an entry id that can be one, before anything else (http/contract-routes.ts); the permission follows the area asked for.
  const found = requestAccess((request, params): { scope: GroupScope; id: RecordId } => ({
    scope: scopeOf(request, params.context), id: params.id === undefined ? 0 : recordIdOf(auditLog, params.id),
  }));
  const access = { preValidation: [context.authenticate, found.hook] };
  const perUserTypes = [...new Set(registry.all.filter((resource) => resource.binding.perUser).map((resource) => resource.binding.auditType))];
  const ownEntries = (userId: number): Condition[] => perUserTypes.length === 0 ? [] : [
    { sql: `(t.resource_type NOT IN (${perUserTypes.map(() => '?').join(', ')}) OR t.user_id = ?)`, params: [...perUserTypes, userId] },
  ];

  routeByContract(app, auditContracts.list).handle(access, async (request) => {
    const { query } = request;
    const { scope } = found.of(request);
    const resourceName = singleText(query, 'resource');
    const areaName = singleText(query, 'area');
    const conditions: Condition[] = [];
    if (resourceName !== undefined) {
      const resource = registry.byName(resourceName);
      if (!resource) throw new ApiError(400, 'unknown_resource', `No resource is named "${resourceName.slice(0, 60)}".`, { details: { parameter: 'resource' } });
      if (!scope.auth.can(resource.declaration.permissions.view)) throw forbidden(resource.declaration.permissions.view);
      conditions.push({ sql: 't.resource_type = ?', params: [resource.binding.auditType] });
    }
    if (areaName !== undefined) {
      if (!isPermissionArea(areaName)) throw new ApiError(400, 'unknown_area', `No area is named "${areaName.slice(0, 60)}".`, { details: { parameter: 'area' } });
      if (!scope.auth.can(viewAbility(areaName))) throw forbidden(viewAbility(areaName));
      conditions.push({ sql: 't.area = ?', params: [areaName] });
    }
    if (resourceName === undefined && areaName === undefined) {
      const viewable = permissionAreas.filter((area) => scope.auth.can(viewAbility(area)));
      if (viewable.length === 0) throw forbidden('view-<area>');
      conditions.push({ sql: `t.area IN (${viewable.map(() => '?').join(', ')})`, params: viewable });
    }
    return store.list(auditLog, scope, null, readListParameters(auditLog, query), [...conditions, ...ownEntries(scope.auth.user.id)]);
  });

  routeByContract(app, auditContracts.entry).handle(access, async (request) => {
    const { scope, id } = found.of(request);
    const fields = readFields(auditLog, singleText(request.query, 'fields'));
    const entry = store.find(auditLog, scope, null, id, fields === null ? null : [...fields, 'area', 'resource_type', 'user_id']);
    const area = typeof entry?.area === 'string' ? entry.area : '';
    if (!entry || !isPermissionArea(area) || !scope.auth.can(viewAbility(area))) throw notFound();
    if (perUserTypes.includes(String(entry.resource_type)) && entry.user_id !== scope.auth.user.id) throw notFound();
    return entry;
  });
}
