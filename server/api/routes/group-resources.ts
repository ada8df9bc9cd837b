/**
 * The generic routes of every declared resource under /groups/{context}/{apiPath}: list, get,
 * create, update (with the version it edits), delete and the record's audit log. Reads need
 * view-<area>, writes manage-<area>; another account's records do not exist for a customer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import type { BoundResource } from '../resources/bound-resource.ts';
import { readListParameters, type QueryInput } from '../resources/list-parameters.ts';
import { resolveParent } from '../resources/parent-link.ts';
import { notFound } from '../resources/group-scope.ts';
import { recordLog } from '../resources/record-log.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { callerOf, ensureCanView, ensureCanWrite, recordIdOf } from '../resources/resource-access.ts';
import { readFields } from '../resources/list-parameters.ts';
import { ApiError } from '../http/api-error.ts';

type Params = Record<string, string>;

/** Served by routes/audit-log.ts, whose permissions follow each entry's area. */
export const separatelyRoutedResources = new Set(['audit-log']);

function optionalVersion(query: QueryInput): number | undefined {
  const raw = query.version;
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !/^[0-9]{1,9}$/.test(raw)) throw new ApiError(400, 'invalid_parameter', 'version must be a whole number.', { details: { parameter: 'version' } });
  return Number(raw);
}

export function registerGroupResourceRoutes(app: FastifyInstance, context: ApiContext): void {
  const { registry, store, scopeOf, statements } = context.resources;
  const auditLog = registry.byName('audit-log');
  if (!auditLog) throw new Error('the audit-log resource is not declared');

  const reading = (resource: BoundResource, request: FastifyRequest) => {
    const params = request.params as Params;
    const scope = scopeOf(request, params.context);
    ensureCanView(resource, scope);
    return { scope, params, parent: resolveParent(resource, params, scope, statements) };
  };
  const writing = (resource: BoundResource, request: FastifyRequest) => {
    const params = request.params as Params;
    const scope = scopeOf(request, params.context);
    ensureCanWrite(resource, scope);
    return { scope, params, parent: resolveParent(resource, params, scope, statements) };
  };

  for (const resource of registry.all) {
    if (separatelyRoutedResources.has(resource.declaration.name)) continue;
    const { listPath } = resource;
    const recordPath = `${listPath}/:id`;
    const { operations } = resource.declaration;
    const options = { preHandler: context.authenticate };

    app.get(listPath, options, async (request) => {
      const { scope, parent } = reading(resource, request);
      return store.list(resource, scope, parent, readListParameters(resource, request.query as QueryInput));
    });

    app.get(recordPath, options, async (request) => {
      const { scope, params, parent } = reading(resource, request);
      const fields = readFields(resource, typeof (request.query as QueryInput).fields === 'string' ? String((request.query as QueryInput).fields) : undefined);
      const record = store.find(resource, scope, parent, recordIdOf(resource, params.id), fields);
      if (!record) throw notFound();
      return record;
    });

    app.get(`${recordPath}/log`, options, async (request) => {
      const { scope, params, parent } = reading(resource, request);
      const parameters = readListParameters(auditLog, request.query as QueryInput);
      return recordLog(store, auditLog, resource, scope, parent, recordIdOf(resource, params.id), parameters);
    });

    if (operations.create) {
      app.post(listPath, options, async (request, reply) => {
        const { scope, parent } = writing(resource, request);
        const values = validateBody(resource.createSchema, request.body, requestLocale(request));
        const record = store.create(resource, callerOf(request, scope), parent, values);
        return reply.code(201).send(record);
      });
    }

    if (operations.update) {
      app.patch(recordPath, options, async (request) => {
        const { scope, params, parent } = writing(resource, request);
        const id = recordIdOf(resource, params.id);
        const values = validateBody(resource.patchSchema, request.body, requestLocale(request));
        return store.update(resource, callerOf(request, scope), parent, id, values);
      });
    }

    if (operations.remove) {
      app.delete(recordPath, options, async (request, reply) => {
        const { scope, params, parent } = writing(resource, request);
        const id = recordIdOf(resource, params.id);
        store.remove(resource, callerOf(request, scope), parent, id, optionalVersion(request.query as QueryInput));
        return reply.code(204).send();
      });
    }
  }
}
