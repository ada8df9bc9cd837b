/**
 * The bulk tray: records a user gathers from lists for a bulk action, per account.
 * GET    /groups/{context}/tray_items[?resource_type=domain&limit=&page=]  the user's items, newest first
 * POST   /groups/{context}/tray_items  { resource, ids, parent_id? }        adds records the caller can see
 * DELETE /groups/{context}/tray_items/{id}                                  removes one item
 * DELETE /groups/{context}/tray_items[?resource_type=]                      empties the tray (or one kind)
 * Reading needs view-tray, changing it manage-tray, and each record the view permission of its
 * resource. A record already in the tray stays as it is; a record the caller cannot see is a 404.
 */
import type { FastifyInstance } from 'fastify';
import { trayAdditionSchema } from '../../../src/lib/schemas/tray-addition.ts';
import { trayCapacity, trayKinds, type TrayResource } from '../../../src/lib/schemas/tray-kinds.ts';
import type { ApiContext } from '../api-context.ts';
import { requirePermission } from '../auth/authenticate.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../resources/group-scope.ts';
import { resolveParent } from '../resources/parent-link.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { ensureCanView } from '../resources/resource-access.ts';

type Params = Record<string, string>;
type Query = Record<string, unknown>;

const trayTypes = new Set<string>(Object.values(trayKinds));

function toTrayItem(row: Record<string, unknown>) {
  return {
    id: Number(row.id),
    resource_type: String(row.resource_type),
    resource_id: Number(row.resource_id),
    label: String(row.label),
    action: row.action === null ? null : String(row.action),
    data: JSON.parse(String(row.data)) as unknown,
    created_at: String(row.created_at),
  };
}

function resourceTypeFilter(query: Query): string | null {
  const value = query.resource_type;
  if (value === undefined) return null;
  if (typeof value !== 'string' || !trayTypes.has(value)) {
    throw new ApiError(400, 'invalid_parameter', `resource_type must be one of ${[...trayTypes].join(', ')}.`, { details: { parameter: 'resource_type' } });
  }
  return value;
}

function pageParameter(query: Query, name: 'limit' | 'page', fallback: number, maximum: number): number {
  const raw = query[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (typeof raw !== 'string' || !Number.isInteger(value) || value < 1 || value > maximum) {
    throw new ApiError(400, 'invalid_parameter', `${name} must be a whole number from 1 to ${maximum}.`, { details: { parameter: name } });
  }
  return value;
}

export function registerTrayRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { registry, scopeOf, store, statements } = context.resources;
  const viewing = { preHandler: [context.authenticate, requirePermission('view-tray')] };
  const managing = { preHandler: [context.authenticate, requirePermission('manage-tray')] };

  const page = db.prepare(`SELECT * FROM tray_items WHERE group_id = ?1 AND user_id = ?2 AND (?3 IS NULL OR resource_type = ?3)
    ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5`);
  const count = db.prepare('SELECT COUNT(*) AS total FROM tray_items WHERE group_id = ?1 AND user_id = ?2 AND (?3 IS NULL OR resource_type = ?3)');
  const insert = db.prepare(`INSERT INTO tray_items (group_id, user_id, resource_type, resource_id, label, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, resource_type, resource_id) DO NOTHING`);
  const removeOne = db.prepare('DELETE FROM tray_items WHERE id = ? AND group_id = ? AND user_id = ?');
  const removeAll = db.prepare('DELETE FROM tray_items WHERE group_id = ?1 AND user_id = ?2 AND (?3 IS NULL OR resource_type = ?3)');

  app.get('/groups/:context/tray_items', viewing, async (request) => {
    const scope = scopeOf(request, (request.params as Params).context);
    const query = request.query as Query;
    const type = resourceTypeFilter(query);
    const limit = pageParameter(query, 'limit', 25, 1000);
    const pageNumber = pageParameter(query, 'page', 1, 1_000_000);
    const total = Number(count.get(scope.context, scope.auth.user.id, type)?.total ?? 0);
    const data = page.all(scope.context, scope.auth.user.id, type, limit, (pageNumber - 1) * limit).map(toTrayItem);
    return { data, meta: { total, page: pageNumber, limit } };
  });

  app.post('/groups/:context/tray_items', managing, async (request, reply) => {
    const scope = scopeOf(request, (request.params as Params).context);
    const body = validateBody(trayAdditionSchema, request.body, requestLocale(request));
    const name = body.resource as TrayResource;
    const resource = registry.byName(name);
    if (!resource) throw new ApiError(400, 'unknown_resource', `No resource is named "${name}".`);
    ensureCanView(resource, scope);
    const parentParameter = resource.declaration.parent?.parameter;
    if (parentParameter && body.parent_id === undefined) {
      throw new ApiError(400, 'validation_failed', 'Records of this kind need parent_id.', { details: { errors: [{ path: '/parent_id', message: 'required' }] } });
    }
    const parent = parentParameter ? resolveParent(resource, { [parentParameter]: String(body.parent_id) }, scope, statements) : null;
    const ids = body.ids as number[];
    const displayField = resource.declaration.displayField;
    const records = ids.map((id) => {
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
    return reply.code(201).send({ added: added.added, already: records.length - added.added, total: added.total });
  });

  app.delete('/groups/:context/tray_items/:id', managing, async (request, reply) => {
    const params = request.params as Params;
    const scope = scopeOf(request, params.context);
    if (!/^[0-9]{1,15}$/.test(params.id ?? '')) throw notFound();
    if (Number(removeOne.run(Number(params.id), scope.context, scope.auth.user.id).changes) === 0) throw notFound();
    return reply.code(204).send();
  });

  app.delete('/groups/:context/tray_items', managing, async (request) => {
    const scope = scopeOf(request, (request.params as Params).context);
    const type = resourceTypeFilter(request.query as Query);
    const removed = Number(removeAll.run(scope.context, scope.auth.user.id, type).changes);
    return { removed };
  });
}
