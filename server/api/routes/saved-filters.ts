/**
 * A user's saved list filters (issue 5 item 4), per account and resource:
 * GET /groups/{context}/saved_filters[?resource=domains][&owner=me|others][&limit=&page=]: the
 * user's own (`owner=me`, the default), or apart from them the ones colleagues shared in the
 * account (`owner=others`; each filter once: a shared copy of one the user has, or of one listed
 * before it, is left out); by name, paginated (limit 100 by default, at most 1000).
 * POST (name, pql, sort, fields; checked against the resource like a list call; a name is the
 * user's only once per list, ignoring case: 409 duplicate naming `name`; a user keeps at most
 * SAVED_FILTER_LIMIT filters: 409 saved_filter_limit beyond),
 * DELETE /groups/{context}/saved_filters/{id} (own filters only).
 * Each route is registered by its contract (src/lib/contracts/saved-filter-contracts.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultSavedFilterPage, savedFilterContracts, savedFilterOwners } from '../../../src/lib/contracts/saved-filter-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';
import type { BoundResource } from '../resources/bound-resource.ts';
import { filterSql } from '../resources/filter-sql.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { choiceParameter, singleParameter } from '../reports/report-parameters.ts';
import { positiveInteger, readListParameters } from '../resources/list-parameters.ts';
import { maxLimit, maxPage } from '../../../src/lib/contracts/list-query.ts';
import { ensureCanView } from '../resources/resource-access.ts';

type Params = Record<string, string>;

interface SavedFilterRow {
  id: number;
  resource: string;
  name: string;
  pql: string;
  sort: string | null;
  fields: string | null;
  is_default: boolean;
  shared: boolean;
  own: boolean;
  created_at: string;
  updated_at: string;
  version: number;
}

function toSavedFilter(row: Record<string, unknown>, userId: number): SavedFilterRow {
  return {
    id: Number(row.id),
    resource: String(row.resource),
    name: String(row.name),
    pql: String(row.pql),
    sort: row.sort === null ? null : String(row.sort),
    fields: row.fields === null ? null : String(row.fields),
    is_default: row.is_default === 1,
    shared: row.shared === 1,
    own: Number(row.user_id) === userId,
    created_at: String(row.created_at),
    updated_at: String(row.updated_at),
    version: Number(row.version),
  };
}

// The list's owners and page size are the contract's (the hand-written operations read them here).
export { defaultSavedFilterPage, savedFilterOwners };

export function registerSavedFilterRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { registry, scopeOf, audit } = context.resources;
  // The caller's scope is found before the parameters and the body are checked (http/contract-routes.ts).
  const callerScope = requestAccess((request, params) => scopeOf(request, params.context));
  const signedIn = { preValidation: [context.authenticate, callerScope.hook] };
  // A resource is asked for by name; filters saved before the declarations had names carry its API path.
  const ownFilters = `SELECT * FROM saved_filters WHERE group_id = ?1 AND user_id = ?2 AND (?3 IS NULL OR resource IN (?3, ?4))`;
  // Colleagues' shared filters, each once: not a copy of one of the user's own, nor of one with a lower id.
  const othersFilters = `SELECT * FROM (
      SELECT f.*, row_number() OVER (PARTITION BY f.resource, lower(f.name), f.pql, f.sort, f.fields ORDER BY f.id) AS copy
      FROM saved_filters f
      WHERE f.group_id = ?1 AND f.user_id != ?2 AND f.shared = 1 AND (?3 IS NULL OR f.resource IN (?3, ?4))
        AND NOT EXISTS (SELECT 1 FROM saved_filters o WHERE o.group_id = ?1 AND o.user_id = ?2 AND o.resource = f.resource
          AND lower(o.name) = lower(f.name) AND o.pql = f.pql AND o.sort IS f.sort AND o.fields IS f.fields)
    ) WHERE copy = 1`;
  const order = 'ORDER BY CASE WHEN ?3 IS NULL THEN resource END, name COLLATE NOCASE, id';
  const pages = {
    me: { rows: db.prepare(`${ownFilters} ${order} LIMIT ?5 OFFSET ?6`), total: db.prepare(`SELECT count(*) AS total FROM (${ownFilters})`) },
    others: { rows: db.prepare(`${othersFilters} ${order} LIMIT ?5 OFFSET ?6`), total: db.prepare(`SELECT count(*) AS total FROM (${othersFilters})`) },
  };
  const countOwn = db.prepare('SELECT count(*) AS total FROM saved_filters WHERE user_id = ?');
  const sameName = db.prepare(`SELECT id FROM saved_filters WHERE group_id = ? AND user_id = ? AND resource IN (?, ?)
    AND name = ? COLLATE NOCASE LIMIT 1`);
  const insert = db.prepare(`INSERT INTO saved_filters (group_id, user_id, resource, name, pql, sort, fields, is_default, shared, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const byId = db.prepare('SELECT * FROM saved_filters WHERE id = ? AND group_id = ? AND user_id = ?');
  const remove = db.prepare('DELETE FROM saved_filters WHERE id = ?');

  // Filters saved before the declarations had names carry the API path (`dns_records`).
  const resourceNamed = (name: string): BoundResource | undefined =>
    registry.byName(name) ?? registry.all.find((resource) => resource.declaration.apiPath === name);

  const readable = (scope: GroupScope, name: string) => {
    const resource = resourceNamed(name);
    if (!resource) throw new ApiError(400, 'unknown_resource', `No resource is named "${name.slice(0, 60)}".`, { details: { parameter: 'resource' } });
    ensureCanView(resource, scope);
    return resource;
  };

  const writeAudit = (scope: GroupScope, resource: BoundResource, id: number, name: string, action: string, before: unknown, after: unknown, ip: string) => {
    audit({
      groupId: scope.context, userId: scope.auth.user.id, username: scope.auth.user.username, area: resource.declaration.area,
      resourceType: 'saved_filter', resourceId: id, resourceName: name, action, before, after, ip, requestId: null, at: context.isoNow(),
    });
  };

  routeByContract(app, savedFilterContracts.list).handle(signedIn, async (request) => {
    const scope = callerScope.of(request);
    const { query } = request;
    const resource = singleParameter(query, 'resource');
    const owner = choiceParameter(query, 'owner', savedFilterOwners, 'me');
    const limit = positiveInteger(query, 'limit', defaultSavedFilterPage, maxLimit);
    const page = positiveInteger(query, 'page', 1, maxPage);
    const bound = resource === undefined ? undefined : readable(scope, resource);
    const parameters = [scope.context, scope.auth.user.id, bound?.declaration.name ?? null, bound?.declaration.apiPath ?? null] as const;
    const rows = pages[owner].rows.all(...parameters, limit, (page - 1) * limit);
    const total = Number(pages[owner].total.get(...parameters)?.total ?? 0);
    return { data: rows.map((row) => toSavedFilter(row, scope.auth.user.id)), meta: { total, page, limit } };
  });

  routeByContract(app, savedFilterContracts.create).handle(signedIn, async (request, reply) => {
    const scope = callerScope.of(request);
    const { body } = request;
    const resource = readable(scope, String(body.resource));
    const name = String(body.name).trim();
    if (name === '') throw new ApiError(400, 'invalid_parameter', 'Give the filter a name.', { details: { fields: ['name'] } });
    // The filter must work as a list call of its resource.
    const query: Record<string, string> = { pql: String(body.pql) };
    if (typeof body.sort === 'string') query.sort = body.sort;
    if (typeof body.fields === 'string') query.fields = body.fields;
    const parameters = readListParameters(resource, query);
    const now = context.isoNow();
    filterSql(resource, parameters.pql, parameters.filters, { now: Date.parse(now) });
    const saved = inTransaction(db, () => {
      const kept = Number(countOwn.get(scope.auth.user.id)?.total ?? 0);
      if (kept >= context.config.savedFilterLimit) {
        throw new ApiError(409, 'saved_filter_limit', `You keep ${kept} saved filters, the most a user may keep (${context.config.savedFilterLimit}). Delete one to save another.`, {
          details: { limit: context.config.savedFilterLimit },
        });
      }
      if (sameName.get(scope.context, scope.auth.user.id, resource.declaration.name, resource.declaration.apiPath, name)) {
        throw new ApiError(409, 'duplicate', `You already have a filter named "${name.slice(0, 100)}" for this list.`, { details: { fields: ['name'] } });
      }
      const result = insert.run(
        scope.context, scope.auth.user.id, String(body.resource), name, String(body.pql), typeof body.sort === 'string' ? body.sort : null,
        typeof body.fields === 'string' ? body.fields : null, body.is_default === true ? 1 : 0, body.shared === true ? 1 : 0, now, now,
      );
      const id = Number(result.lastInsertRowid);
      const row = toSavedFilter(byId.get(id, scope.context, scope.auth.user.id) ?? {}, scope.auth.user.id);
      writeAudit(scope, resource, id, row.name, 'create', null, row, request.ip);
      return row;
    });
    reply.code(201);
    return saved;
  });

  // An id as the path writes it, digits only: `1.0` names no filter (the path's check would read it as 1).
  const ownFilterPath = {
    preValidation: [
      ...signedIn.preValidation,
      async (request: FastifyRequest) => {
        if (!/^[0-9]{1,15}$/.test((request.params as Params).id ?? '')) throw notFound();
      },
    ],
  };
  routeByContract(app, savedFilterContracts.remove).handle(ownFilterPath, async (request, reply) => {
    const scope = callerScope.of(request);
    const { id } = request.params;
    inTransaction(db, () => {
      const row = byId.get(id, scope.context, scope.auth.user.id);
      if (!row) throw notFound();
      const before = toSavedFilter(row, scope.auth.user.id);
      remove.run(before.id);
      const resource = resourceNamed(before.resource);
      if (resource) writeAudit(scope, resource, before.id, before.name, 'delete', before, null, request.ip);
    });
    return reply.code(204).send();
  });
}
