/**
 * The bulk tray's own routes (DESIGN.md section 13): records a user gathers from lists for a bulk
 * action, per user and account. Reading an item and removing one are the generic routes of the
 * declared resource `tray-items` (a per-user binding: GET /groups/{context}/tray_items with
 * filter[resource_type]=, pql, sort, limit, page; GET …/{id}, …/{id}/log; DELETE …/{id}).
 * POST   /groups/{context}/tray_items  { resource, ids, parent_id? }    adds records the caller can see
 * DELETE /groups/{context}/tray_items[?resource_type=&ids=1,2]          empties the tray, one kind, or those items
 * Changing the tray needs manage-tray, and adding a record the view permission of its resource. A
 * record already in the tray stays as it is; a record the caller cannot see is a 404. Both routes
 * are registered by their contracts (src/lib/contracts/job-contracts.ts).
 */
import type { FastifyInstance } from 'fastify';
import { jobContracts } from '../../../src/lib/contracts/job-contracts.ts';
import { isTrayResource, trayAdditionLimit, trayCapacity, trayKinds } from '../../../src/lib/schemas/tray-kinds.ts';
import type { ApiContext } from '../api-context.ts';
import { requirePermission } from '../auth/authenticate.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import { notFound } from '../resources/group-scope.ts';
import { resolveParent } from '../resources/parent-link.ts';
import { ensureCanView } from '../resources/resource-access.ts';

type Query = Readonly<Record<string, unknown>>;

const trayTypes = new Set<string>(Object.values(trayKinds));

function resourceTypeFilter(query: Query): string | null {
  const value = query.resource_type;
  if (value === undefined) return null;
  if (typeof value !== 'string' || !trayTypes.has(value)) {
    throw new ApiError(400, 'invalid_parameter', `resource_type must be one of ${[...trayTypes].join(', ')}.`, { details: { parameter: 'resource_type' } });
  }
  return value;
}

/** `ids=1,2,3`: at most as many items as one addition brings (a list page's selection), as JSON text for SQL. */
function idsFilter(query: Query): string | null {
  const value = query.ids;
  if (value === undefined) return null;
  const parts = typeof value === 'string' ? value.split(',') : [];
  if (parts.length === 0 || parts.length > trayAdditionLimit || !parts.every((part) => /^[0-9]{1,15}$/.test(part))) {
    throw new ApiError(400, 'invalid_parameter', `ids must be up to ${trayAdditionLimit} item ids separated by commas.`, { details: { parameter: 'ids' } });
  }
  return JSON.stringify(parts.map(Number));
}

export function registerTrayRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { registry, scopeOf, store, statements } = context.resources;
  // The caller's scope is found before the body is checked (http/contract-routes.ts).
  const callerScope = requestAccess((request, params) => scopeOf(request, params.context));
  const managing = { preValidation: [context.authenticate, requirePermission('manage-tray'), callerScope.hook] };

  const count = db.prepare('SELECT COUNT(*) AS total FROM tray_items WHERE group_id = ?1 AND user_id = ?2 AND (?3 IS NULL OR resource_type = ?3)');
  const insert = db.prepare(`INSERT INTO tray_items (group_id, user_id, resource_type, resource_id, label, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, resource_type, resource_id) DO NOTHING`);
  const removeAll = db.prepare(`DELETE FROM tray_items WHERE group_id = ?1 AND user_id = ?2 AND (?3 IS NULL OR resource_type = ?3)
    AND (?4 IS NULL OR id IN (SELECT value FROM json_each(?4)))`);

  routeByContract(app, jobContracts.addTrayItems).handle(managing, async (request, reply) => {
    const scope = callerScope.of(request);
    const { body } = request;
    const name = body.resource;
    const resource = registry.byName(name);
    if (!resource || !isTrayResource(name)) throw new ApiError(400, 'unknown_resource', `No resource is named "${name}".`);
    ensureCanView(resource, scope);
    const parentParameter = resource.declaration.parent?.parameter;
    if (parentParameter && body.parent_id === undefined) {
      throw new ApiError(400, 'validation_failed', 'Records of this kind need parent_id.', { details: { errors: [{ path: '/parent_id', message: 'required' }] } });
    }
    const parent = parentParameter ? resolveParent(resource, { [parentParameter]: String(body.parent_id) }, scope, statements) : null;
    const displayField = resource.declaration.displayField;
    const records = body.ids.map((id) => {
      const record = store.find(resource, scope, parent, id, ['id', displayField]);
      if (!record) throw notFound(`No ${name} record ${id} in this account.`);
      return { id, label: String(record[displayField] ?? id) };
    });
    const type = trayKinds[name];
    const now = context.isoNow();
    const added = inTransaction(db, () => {
      let inserted = 0;
      for (const record of records) {
        inserted += Number(insert.run(scope.context, scope.auth.user.id, type, record.id, record.label, now, now).changes);
      }
      const total = Number(count.get(scope.context, scope.auth.user.id, null)?.total ?? 0);
      if (total > trayCapacity) {
        throw new ApiError(409, 'tray_full', `The tray holds at most ${trayCapacity} items; empty some first.`, { details: { capacity: trayCapacity } });
      }
      return { added: inserted, total };
    });
    reply.code(201);
    return { added: added.added, already: records.length - added.added, total: added.total };
  });

  // Items already gone (another tab removed them) are simply not counted: no 404 for a selection.
  routeByContract(app, jobContracts.emptyTray).handle(managing, async (request) => {
    const scope = callerScope.of(request);
    const type = resourceTypeFilter(request.query);
    const ids = idsFilter(request.query);
    return inTransaction(db, () => {
      const removed = Number(removeAll.run(scope.context, scope.auth.user.id, type, ids).changes);
      return { removed, total: Number(count.get(scope.context, scope.auth.user.id, null)?.total ?? 0) };
    });
  });
}
