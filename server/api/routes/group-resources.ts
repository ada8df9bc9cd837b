/**
 * The generic routes of every declared resource under /groups/{context}/{apiPath}: list, get,
 * create, update (with the version it edits), delete and the record's audit log, registered by
 * their contracts (src/lib/contracts/resource-contracts.ts). Reads need view-<area>, writes
 * manage-<area>; another account's records do not exist for a customer.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import type { BoundResource } from '../resources/bound-resource.ts';
import { readFields, readListParameters, type QueryInput } from '../resources/list-parameters.ts';
import { resolveParent, type ParentLink } from '../resources/parent-link.ts';
import { notFound, type GroupScope } from '../resources/group-scope.ts';
import { recordLog } from '../resources/record-log.ts';
import { callerOf, ensureCanView, ensureCanWrite, recordIdOf } from '../resources/resource-access.ts';
import type { RecordId } from '../resources/resource-store.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess, type RequestAccess } from '../http/request-access.ts';

/** Served by routes/audit-log.ts, whose permissions follow each entry's area. */
export const separatelyRoutedResources = new Set(['audit-log']);

function optionalVersion(query: QueryInput): number | undefined {
  const raw = query.version;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^[0-9]{1,9}$/.test(raw)) throw new ApiError(400, 'invalid_parameter', 'version must be a whole number.', { details: { parameter: 'version' } });
  return Number(raw);
}

/** What the access hook found before the route's parameters and body were checked. */
interface Access {
  scope: GroupScope;
  parent: ParentLink | null;
  /** The record the path names (record routes). */
  id: RecordId;
}

export function registerGroupResourceRoutes(app: FastifyInstance, context: ApiContext): void {
  const { registry, store, scopeOf, statements } = context.resources;
  const auditLog = registry.byName('audit-log');
  if (!auditLog) throw new Error('the audit-log resource is not declared');

  // Signed in, allowed, the parent and the record id in the account: 401, 403 and 404 come before the checks (http/contract-routes.ts).
  const accessFor = (resource: BoundResource, writes: boolean): RequestAccess<Access> => requestAccess((request, params) => {
    const scope = scopeOf(request, params.context);
    if (writes) ensureCanWrite(resource, scope);
    else ensureCanView(resource, scope);
    const parent = resolveParent(resource, params, scope, statements);
    return { scope, parent, id: params.id === undefined ? 0 : recordIdOf(resource, params.id) };
  });

  for (const resource of registry.all) {
    if (separatelyRoutedResources.has(resource.declaration.name)) continue;
    const contracts = registry.contractsOf(resource);
    const read = accessFor(resource, false);
    const write = accessFor(resource, true);
    const reading = { preValidation: [context.authenticate, read.hook] };
    const writing = { preValidation: [context.authenticate, write.hook] };

    routeByContract(app, contracts.list).handle(reading, async (request) => {
      const { scope, parent } = read.of(request);
      return store.list(resource, scope, parent, readListParameters(resource, request.query));
    });

    routeByContract(app, contracts.get).handle(reading, async (request) => {
      const { scope, parent, id } = read.of(request);
      const fields = readFields(resource, typeof request.query.fields === 'string' ? request.query.fields : undefined);
      const record = store.find(resource, scope, parent, id, fields);
      if (!record) throw notFound();
      return record;
    });

    routeByContract(app, contracts.log).handle(reading, async (request) => {
      const { scope, parent, id } = read.of(request);
      return recordLog(store, auditLog, resource, scope, parent, id, readListParameters(auditLog, request.query));
    });

    if (contracts.create) {
      routeByContract(app, contracts.create).handle(writing, async (request, reply) => {
        const { scope, parent } = write.of(request);
        reply.code(201);
        return store.create(resource, callerOf(request, scope), parent, request.body);
      });
    }

    if (contracts.update) {
      routeByContract(app, contracts.update).handle(writing, async (request) => {
        const { scope, parent, id } = write.of(request);
        return store.update(resource, callerOf(request, scope), parent, id, request.body);
      });
    }

    if (contracts.remove) {
      routeByContract(app, contracts.remove).handle(writing, async (request, reply) => {
        const { scope, parent, id } = write.of(request);
        store.remove(resource, callerOf(request, scope), parent, id, optionalVersion(request.query));
        return reply.code(204).send();
      });
    }
  }
}
