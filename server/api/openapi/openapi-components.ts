/** Components every path shares: the error body, list parameters, standard responses, bearer security. */
import { listMetaShape, listQuery } from '../../../src/lib/contracts/list-query.ts';
import { jsonResponse, ref, type JsonObject } from './openapi-types.ts';

export const errorSchema: JsonObject = {
  type: 'object',
  required: ['statusCode', 'error', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    code: { type: 'string', description: 'Machine-readable reason: validation_failed, invalid_query, version_conflict, not_found …' },
    message: { type: 'string' },
    errors: {
      type: 'array',
      description: 'validation_failed: every schema failure; invalid_zone_file: every problem of the zone file at its line and column (with `error_count`).',
      items: {
        anyOf: [
          {
            type: 'object',
            required: ['instancePath', 'keyword', 'params', 'message'],
            properties: { instancePath: { type: 'string' }, keyword: { type: 'string' }, params: { type: 'object' }, message: { type: 'string' } },
          },
          {
            type: 'object',
            required: ['line', 'column', 'key', 'values', 'message'],
            properties: { line: { type: 'integer' }, column: { type: 'integer' }, key: { type: 'string' }, values: { type: 'object' }, message: { type: 'string' } },
          },
        ],
      },
    },
    position: { type: 'integer', description: 'invalid_query: where in the query the problem is (0-based).' },
    reason: { type: 'string', description: 'invalid_query: what is wrong.' },
    reason_key: { type: 'string', description: 'invalid_query: a stable key of the reason (badFieldName, unknownField, notADate …), for clients that translate it.' },
    reason_values: { type: 'object', additionalProperties: { type: 'string' }, description: 'invalid_query: the values the reason names (field, value, operator …).' },
    current: { type: 'object', description: 'version_conflict: the record as it now stands.' },
    field: { type: 'string', description: 'invalid_reference, invalid_field: the field the problem is on.' },
    key: { type: 'string', description: 'invalid_field: a stable key of the rule broken (glueOutOfBailiwick, glueNeedsAddress …), for clients that translate it.' },
    values: { type: 'object', additionalProperties: { type: 'string' }, description: 'invalid_field: the values the rule names (domain …).' },
  },
  additionalProperties: true,
};

export const listMetaSchema: JsonObject = listMetaShape;

/** How the document writes some list parameters beyond their schema. */
const listParameterExtras: Record<string, JsonObject> = {
  pql: {
    examples: {
      contains: { value: 'name contains aurora and status equals active,pending' },
      expiring: { value: 'expires_at between today and today+60d' },
    },
  },
  filter: { style: 'deepObject', explode: true },
};

/** The list query's parameters (src/lib/contracts/list-query.ts), as shared components. */
function listQueryParameters(): Record<string, JsonObject> {
  return Object.fromEntries(Object.entries(listQuery.properties).map(([name, { description, ...schema }]) => [
    name,
    { name, in: 'query', description, schema, ...listParameterExtras[name] },
  ]));
}

export const sharedParameters: Record<string, JsonObject> = {
  context: {
    name: 'context',
    in: 'path',
    required: true,
    description: 'The account (group) id the call acts in; 36 characters.',
    schema: { type: 'string', minLength: 36, maxLength: 36 },
  },
  ...listQueryParameters(),
  idempotency_key: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'One key per intent (any 1–255 printable ASCII characters; a random UUID does): a repeat of the same request (method, path and body) with the same key by the same user within 24 hours is answered with the first answer, its status and `idempotent-replayed: true`, and nothing is done again. The same key with another request is 422 idempotency_key_reused; a repeat while the first is still being answered, 409 idempotency_key_in_use (retry-after). Answers of 5xx and 429 are not kept. Keys are each user\'s own.',
    schema: { type: 'string', minLength: 1, maxLength: 255 },
  },
};

export const listParameters = Object.keys(listQuery.properties).map((name) => ref('parameters', name));

/** The contracts' parameters written as these components (contract-paths.ts): the list query's, by the very objects. */
export const namedParameters: ReadonlyMap<object, string> = new Map(Object.entries(listQuery.properties).map(([name, schema]) => [schema, name]));

export const sharedResponses: Record<string, JsonObject> = {
  BadRequest: jsonResponse('The request is not valid (validation_failed, invalid_query, invalid_parameter …).', ref('schemas', 'Error')),
  Unauthorized: jsonResponse('No valid access token.', ref('schemas', 'Error')),
  Forbidden: jsonResponse('The user lacks the permission.', ref('schemas', 'Error')),
  NotFound: jsonResponse('No such record (or account) in the caller\'s scope.', ref('schemas', 'Error')),
  Conflict: jsonResponse('A stale version (version_conflict, with `current`), a duplicate or a record still in use.', ref('schemas', 'Error')),
  TooManyRequests: jsonResponse('Throttled; see the retry-after header.', ref('schemas', 'Error')),
};

/**
 * The answers the Idempotency-Key header (`parameters/idempotency_key`) adds to a write that starts
 * work or charges; `conflicts` names the route's own 409s.
 */
export function idempotentWriteErrors(conflicts?: string): Record<string, JsonObject> {
  const keyInUse = 'idempotency_key_in_use: a request with this Idempotency-Key is still being answered (retry-after).';
  return {
    '409': jsonResponse(conflicts ? `${conflicts} ${keyInUse}` : keyInUse, ref('schemas', 'Error')),
    '422': jsonResponse('idempotency_key_reused: the Idempotency-Key was sent with another request (method, path or body).', ref('schemas', 'Error')),
  };
}

/** The error answers every signed-in group call can give. */
export function groupErrors(): Record<string, JsonObject> {
  return {
    '400': ref('responses', 'BadRequest'),
    '401': ref('responses', 'Unauthorized'),
    '403': ref('responses', 'Forbidden'),
    '404': ref('responses', 'NotFound'),
  };
}
