/** Components every path shares: the error body, list parameters, standard responses, bearer security. */
import { defaultLimit, maxLimit, maxPage, maxPqlLength } from '../resources/list-parameters.ts';
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

export const listMetaSchema: JsonObject = {
  type: 'object',
  required: ['total', 'page', 'limit'],
  properties: { total: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1 } },
};

export const sharedParameters: Record<string, JsonObject> = {
  context: {
    name: 'context',
    in: 'path',
    required: true,
    description: 'The account (group) id the call acts in; 36 characters.',
    schema: { type: 'string', minLength: 36, maxLength: 36 },
  },
  limit: { name: 'limit', in: 'query', description: `Records per page (default ${defaultLimit}).`, schema: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit } },
  page: { name: 'page', in: 'query', description: 'Page number, from 1.', schema: { type: 'integer', minimum: 1, maximum: maxPage, default: 1 } },
  sort: { name: 'sort', in: 'query', description: 'Sortable fields, comma-separated; `-` before a field sorts descending.', schema: { type: 'string' } },
  fields: {
    name: 'fields',
    in: 'query',
    description: 'The fields to answer, comma-separated; a dotted field nests (`registrant.name`), a parent gives all its fields.',
    schema: { type: 'string' },
  },
  pql: {
    name: 'pql',
    in: 'query',
    description:
      `Filter in the portal query language: \`field operator value\` joined by \` and \`; date fields also take relative dates resolved at request time in UTC (\`today\`, \`today+60d\`, \`today-1mo\`, \`now-24h\`, \`now+30m\`); a malformed query or unknown field is a 400 invalid_query with position and reason; more than ${maxPqlLength} characters is 400 invalid_parameter.`,
    schema: { type: 'string', maxLength: maxPqlLength },
    examples: {
      contains: { value: 'name contains aurora and status equals active,pending' },
      expiring: { value: 'expires_at between today and today+60d' },
    },
  },
  filter: {
    name: 'filter',
    in: 'query',
    style: 'deepObject',
    explode: true,
    description: 'Legacy equality filters: `filter[status]=active,pending`.',
    schema: { type: 'object', additionalProperties: { type: 'string' } },
  },
};

export const listParameters = ['limit', 'page', 'sort', 'fields', 'pql', 'filter'].map((name) => ref('parameters', name));

export const sharedResponses: Record<string, JsonObject> = {
  BadRequest: jsonResponse('The request is not valid (validation_failed, invalid_query, invalid_parameter …).', ref('schemas', 'Error')),
  Unauthorized: jsonResponse('No valid access token.', ref('schemas', 'Error')),
  Forbidden: jsonResponse('The user lacks the permission.', ref('schemas', 'Error')),
  NotFound: jsonResponse('No such record (or account) in the caller\'s scope.', ref('schemas', 'Error')),
  Conflict: jsonResponse('A stale version (version_conflict, with `current`), a duplicate or a record still in use.', ref('schemas', 'Error')),
  TooManyRequests: jsonResponse('Throttled; see the retry-after header.', ref('schemas', 'Error')),
};

/** The error answers every signed-in group call can give. */
export function groupErrors(): Record<string, JsonObject> {
  return {
    '400': ref('responses', 'BadRequest'),
    '401': ref('responses', 'Unauthorized'),
    '403': ref('responses', 'Forbidden'),
    '404': ref('responses', 'NotFound'),
  };
}
