/**
 * The OpenAPI operations of the routes registered by contract (src/lib/contracts), made from the
 * contracts themselves: parameters, body, answers, the refusals they name and the permission.
 * A route below /groups/{context}/ also answers the account's usual refusals (400, 401, 403, 404).
 */
import type { ApiContract } from '../../../src/lib/contracts/api-contract.ts';
import { groupErrors } from './openapi-components.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type OperationObject, type PathItem } from './openapi-types.ts';

type ObjectSchema = { properties?: Record<string, JsonObject>; required?: readonly string[] };

function parametersOf(contract: ApiContract): JsonObject[] {
  const path = (contract.params ?? {}) as ObjectSchema;
  const query = (contract.querystring ?? {}) as ObjectSchema;
  return [
    ...Object.entries(path.properties ?? {}).map(([name, schema]) => (name === 'context' ? ref('parameters', 'context') : { name, in: 'path', required: true, schema })),
    ...Object.entries(query.properties ?? {}).map(([name, { description, ...schema }]) => ({
      name, in: 'query', required: query.required?.includes(name) ?? false, schema, ...(typeof description === 'string' ? { description } : {}),
    })),
  ];
}

function responsesOf(contract: ApiContract): Record<string, JsonObject> {
  const responses: Record<string, JsonObject> = {};
  for (const [status, answer] of Object.entries(contract.answers)) {
    if (answer.mediaType) responses[status] = { description: answer.description, content: { [answer.mediaType]: { schema: { type: 'string' } } } };
    else responses[status] = answer.schema ? jsonResponse(answer.description, answer.schema as JsonObject) : { description: answer.description };
  }
  if (contract.path.startsWith('/groups/{context}/')) Object.assign(responses, groupErrors());
  for (const [status, refusal] of Object.entries(contract.refusals ?? {})) {
    responses[status] = typeof refusal === 'string'
      ? jsonResponse(refusal, ref('schemas', 'Error'))
      : jsonResponse(refusal.description, { allOf: [ref('schemas', 'Error')], ...(refusal.carries as JsonObject) });
  }
  return responses;
}

export function operationOf(contract: ApiContract): OperationObject {
  return {
    operationId: contract.operationId,
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [...contract.tags],
    parameters: parametersOf(contract),
    ...(contract.body ? { requestBody: { required: contract.bodyOptional !== true, content: jsonContent(contract.body as JsonObject) } } : {}),
    responses: responsesOf(contract),
    ...(contract.permission ? { 'x-permission': contract.permission } : {}),
  };
}

/** The contracts' operations, by path and method. */
export function contractPaths(contracts: readonly ApiContract[]): Record<string, PathItem> {
  const paths: Record<string, PathItem> = {};
  for (const contract of contracts) {
    const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    paths[contract.path] = { ...paths[contract.path], [method]: operationOf(contract) };
  }
  return paths;
}
