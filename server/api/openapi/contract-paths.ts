/**
 * The OpenAPI operations of the routes registered by contract (src/lib/contracts), made from the
 * contracts themselves: parameters, body, answers, the refusals they name and the permission.
 * A route below /groups/{context}/ also answers the account's usual refusals (400, 401, 403, 404).
 */
import type { ApiContract } from '../../../src/lib/contracts/api-contract.ts';
import { groupErrors, idempotentWriteErrors } from './openapi-components.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type OperationObject, type PathItem } from './openapi-types.ts';

type ObjectSchema = { properties?: Record<string, JsonObject>; required?: readonly string[] };

/** Schemas and parameters the document names as components: a contract's part that is the very object is written as its `$ref`. */
export interface NamedParts {
  schemas: ReadonlyMap<object, string>;
  parameters: ReadonlyMap<object, string>;
}

const nothingNamed: NamedParts = { schemas: new Map(), parameters: new Map() };

/** `schema` with every named part in it written as its reference. */
function referred(schema: unknown, named: NamedParts): JsonObject {
  const walk = (part: unknown): unknown => {
    if (part === null || typeof part !== 'object') return part;
    const name = named.schemas.get(part);
    if (name) return ref('schemas', name);
    if (Array.isArray(part)) return part.map(walk);
    return Object.fromEntries(Object.entries(part).map(([key, value]) => [key, walk(value)]));
  };
  return walk(schema) as JsonObject;
}

function parametersOf(contract: ApiContract, named: NamedParts): JsonObject[] {
  const path = (contract.params ?? {}) as ObjectSchema;
  const query = (contract.querystring ?? {}) as ObjectSchema;
  const described = (description: unknown) => (typeof description === 'string' ? { description } : {});
  return [
    ...Object.entries(path.properties ?? {}).map(([name, { description, ...schema }]) =>
      name === 'context' ? ref('parameters', 'context') : { name, in: 'path', required: true, ...described(description), schema }),
    ...(contract.idempotent ? [ref('parameters', 'idempotency_key')] : []),
    ...Object.entries(query.properties ?? {}).map(([name, property]) => {
      const component = named.parameters.get(property);
      if (component) return ref('parameters', component);
      const { description, ...rest } = property;
      // Extensions (`x-max-period-days`) describe the parameter, not its schema.
      const extensions = Object.fromEntries(Object.entries(rest).filter(([key]) => key.startsWith('x-')));
      const schema = Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('x-')));
      return { name, in: 'query', required: query.required?.includes(name) ?? false, schema, ...described(description), ...extensions };
    }),
  ];
}

function responsesOf(contract: ApiContract, named: NamedParts): Record<string, JsonObject> {
  const responses: Record<string, JsonObject> = {};
  for (const [status, answer] of Object.entries(contract.answers)) {
    if (answer.mediaType) responses[status] = { description: answer.description, content: { [answer.mediaType]: { schema: { type: 'string' } } } };
    else responses[status] = answer.schema ? jsonResponse(answer.description, referred(answer.schema, named)) : { description: answer.description };
  }
  if (contract.path.startsWith('/groups/{context}/')) Object.assign(responses, groupErrors());
  for (const [status, refusal] of Object.entries(contract.refusals ?? {})) {
    responses[status] = typeof refusal === 'string'
      ? jsonResponse(refusal, ref('schemas', 'Error'))
      : jsonResponse(refusal.description, { allOf: [ref('schemas', 'Error')], ...(refusal.carries as JsonObject) });
  }
  if (contract.idempotent) {
    const conflict = contract.refusals?.[409];
    Object.assign(responses, idempotentWriteErrors(typeof conflict === 'string' ? conflict : conflict?.description));
  }
  return responses;
}

export function operationOf(contract: ApiContract, named: NamedParts = nothingNamed): OperationObject {
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [...contract.tags],
    parameters: parametersOf(contract, named),
    ...(contract.body ? { requestBody: { required: contract.bodyOptional !== true, content: jsonContent(referred(contract.body, named)) } } : {}),
    responses: responsesOf(contract, named),
    ...(contract.public ? { security: [] } : {}),
    'x-permission': contract.permission,
  };
}

/** The contracts' operations, by path and method. */
export function contractPaths(contracts: readonly ApiContract[], named: NamedParts = nothingNamed): Record<string, PathItem> {
  const paths: Record<string, PathItem> = {};
  for (const contract of contracts) {
    const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    paths[contract.path] = { ...paths[contract.path], [method]: operationOf(contract, named) };
  }
  return paths;
}
