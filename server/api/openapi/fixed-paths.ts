/** The OpenAPI paths of the routes that are not generic resources: sign-in, logs, saved filters, platform calls, public pages. */
import { trayAdditionSchema } from '../../../src/lib/schemas/tray-addition.ts';
import { trayAdditionLimit, trayKinds } from '../../../src/lib/schemas/tray-kinds.ts';
import { platformOperations } from '../platform/platform-operations.ts';
import { defaultSavedFilterLimit } from '../api-config.ts';
import { defaultStatisticsDays, maxStatisticsDays } from '../dns-statistics/statistics-period.ts';
import { maxLimit } from '../../../src/lib/contracts/list-query.ts';
import { defaultSavedFilterPage, savedFilterOwners } from '../routes/saved-filters.ts';
import { groupErrors, idempotentWriteErrors, listParameters } from './openapi-components.ts';
import { periodParameters } from './period-parameters.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type OperationObject, type PathItem } from './openapi-types.ts';

const anyObject: JsonObject = { type: 'object', additionalProperties: true };
const tokenPair: JsonObject = {
  type: 'object',
  properties: {
    access_token: { type: 'string' },
    refresh_token: { type: 'string' },
    token_type: { type: 'string', const: 'Bearer' },
    expires_in: { type: 'integer' },
    user: anyObject,
    two_factor_required: { type: 'boolean' },
  },
};

function body(schema: JsonObject): JsonObject {
  return { required: true, content: jsonContent(schema) };
}

function publicOperation(operation: OperationObject): OperationObject {
  return { ...operation, security: [] };
}

function errors(...codes: string[]): Record<string, JsonObject> {
  return Object.fromEntries(codes.map((code) => [code, jsonResponse('See `code` and `message`.', ref('schemas', 'Error'))]));
}

const contextParameter = ref('parameters', 'context');

export function fixedPaths(): Record<string, PathItem> {
  const operationNames = platformOperations.map((operation) => operation.name);
  return {
    '/health': { get: publicOperation({ operationId: 'health', summary: 'Liveness', tags: ['system'], responses: { '200': jsonResponse('Up.', anyObject) } }) },
    '/openapi.json': {
      get: publicOperation({ operationId: 'openapi', summary: 'This document', tags: ['system'], responses: { '200': jsonResponse('OpenAPI 3.1.', anyObject) } }),
    },
    '/login': {
      post: publicOperation({
        operationId: 'login', summary: 'Sign in with username and password', tags: ['auth'],
        requestBody: body({ type: 'object', required: ['username', 'password'], properties: { username: { type: 'string' }, password: { type: 'string' } } }),
        responses: { '200': jsonResponse('Tokens, or two_factor_required with a limited token.', tokenPair), ...errors('400', '401', '403', '429') },
      }),
    },
    '/two_factor_codes': {
      post: {
        operationId: 'two_factor_codes', summary: 'Finish a two-factor sign-in (Bearer: the limited token)', tags: ['auth'],
        requestBody: body({ type: 'object', required: ['code'], properties: { code: { type: 'string', description: 'Six digits from the authenticator, or a recovery code (`xxxxx-xxxxx`, each good once).' } } }),
        responses: { '200': jsonResponse('Tokens and the user.', tokenPair), ...errors('400', '401', '422', '429') },
      },
    },
    '/refresh': {
      post: publicOperation({
        operationId: 'refresh', summary: 'Rotate the token pair', tags: ['auth'],
        requestBody: body({ type: 'object', required: ['refresh_token'], properties: { refresh_token: { type: 'string' }, sso_token: { type: 'string' } } }),
        responses: { '200': jsonResponse('A new pair.', tokenPair), ...errors('400', '401') },
      }),
    },
    '/logout': {
      post: publicOperation({
        operationId: 'logout', summary: 'End the session', tags: ['auth'],
        requestBody: { required: false, content: jsonContent({ type: 'object', properties: { refresh_token: { type: 'string' } } }) },
        responses: { '204': { description: 'Signed out.' } },
      }),
    },
    '/login_sso': {
      post: publicOperation({
        operationId: 'login_sso', summary: 'Sign in with a single sign-on provider token', tags: ['auth'],
        requestBody: body({ type: 'object', required: ['email', 'sso_token'], properties: { email: { type: 'string' }, sso_token: { type: 'string' } } }),
        responses: { '200': jsonResponse('Tokens and the user id.', tokenPair), ...errors('400', '401', '403') },
      }),
    },
    '/profile': {
      get: { operationId: 'get_profile', summary: 'The signed-in user', tags: ['auth'], responses: { '200': jsonResponse('The stored user record.', anyObject), ...errors('401') } },
      patch: {
        operationId: 'update_profile', summary: 'Name, e-mail address, language, theme, pulse configuration', tags: ['auth'],
        description: 'A new e-mail address needs current_password (400 current_password_required / wrong_password, 429 after 5 wrong); a single-sign-on user\'s address is the provider\'s (409 sso_user); an address another user has: 409 duplicate.',
        requestBody: body({
          type: 'object', additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 200 }, email: { type: 'string', format: 'email' }, current_password: { type: 'string' },
            language: { type: 'string' }, dark_theme: { type: 'boolean' }, pulse_configuration: { type: 'object' },
          },
        }),
        responses: { '200': jsonResponse('The stored user record.', anyObject), ...errors('400', '401', '409', '429') },
      },
    },
    '/password_resets': {
      post: publicOperation({
        operationId: 'request_password_reset', summary: 'Mail a reset link', tags: ['auth'],
        requestBody: body({ type: 'object', properties: { username: { type: 'string' }, email: { type: 'string' } } }),
        responses: { '202': jsonResponse('Accepted (also for unknown users).', anyObject), ...errors('400', '429') },
      }),
    },
    '/password_resets/{token}': {
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
      get: publicOperation({ operationId: 'check_password_reset', summary: 'Check a reset link', tags: ['auth'], responses: { '200': jsonResponse('Valid.', anyObject), ...errors('404') } }),
      put: publicOperation({
        operationId: 'complete_password_reset', summary: 'Set the new password', tags: ['auth'],
        requestBody: body({ type: 'object', required: ['password'], properties: { password: { type: 'string', minLength: 8 } } }),
        responses: { '200': jsonResponse('Changed.', anyObject), ...errors('400', '404') },
      }),
    },
    '/groups/{context}/audit_log': {
      parameters: [contextParameter],
      get: {
        operationId: 'list_audit_log', summary: 'Audit entries of an area', tags: ['audit'],
        description: 'Needs view-<area> of the resource or area asked for; without either, every area the user may view.',
        parameters: [
          { name: 'resource', in: 'query', description: 'A declared resource name (`domains`).', schema: { type: 'string' } },
          { name: 'area', in: 'query', description: 'A permission area (`dns`).', schema: { type: 'string' } },
          ...listParameters,
        ],
        responses: { '200': jsonResponse('A page of entries.', { type: 'object', properties: { data: { type: 'array', items: ref('schemas', 'AuditLog') }, meta: ref('schemas', 'ListMeta') } }), ...groupErrors() },
      },
    },
    '/groups/{context}/audit_log/{id}': {
      parameters: [contextParameter, { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      get: { operationId: 'get_audit_entry', summary: 'One audit entry', tags: ['audit'], responses: { '200': jsonResponse('The entry.', ref('schemas', 'AuditLog')), ...groupErrors() } },
    },
    '/groups/{context}/saved_filters': {
      parameters: [contextParameter],
      get: {
        operationId: 'list_saved_filters', summary: 'The user\'s saved filters, or apart from them the ones colleagues shared in the account', tags: ['saved filters'],
        description: 'By name, paginated. `owner=others`: filters colleagues shared, each once (a shared copy of one of the user\'s own, or of one listed before it, is left out).',
        parameters: [
          { name: 'resource', in: 'query', description: 'Only the filters of this resource (its name).', schema: { type: 'string', maxLength: 60 } },
          { name: 'owner', in: 'query', description: '`me`: the user\'s own (shared or not); `others`: colleagues\' shared filters.', schema: { enum: [...savedFilterOwners], default: 'me' } },
          { name: 'limit', in: 'query', description: `Filters per page (default ${defaultSavedFilterPage}, which holds every filter a user may keep by default).`, schema: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultSavedFilterPage } },
          ref('parameters', 'page'),
        ],
        responses: { '200': jsonResponse('Saved filters.', { type: 'object', properties: { data: { type: 'array', items: ref('schemas', 'SavedFilter') }, meta: ref('schemas', 'ListMeta') } }), ...groupErrors() },
      },
      post: {
        operationId: 'create_saved_filter', summary: 'Save a filter', tags: ['saved filters'],
        description: `409 duplicate (naming \`name\`) for a name the user has on the list already; 409 saved_filter_limit (with \`limit\`) when the user keeps the most filters a user may (${defaultSavedFilterLimit} by default, SAVED_FILTER_LIMIT).`,
        requestBody: body(ref('schemas', 'SavedFilterInput')),
        responses: {
          '201': jsonResponse('The saved filter.', ref('schemas', 'SavedFilter')), ...groupErrors(),
          '409': jsonResponse('duplicate or saved_filter_limit.', ref('schemas', 'Error')),
        },
      },
    },
    '/groups/{context}/saved_filters/{id}': {
      parameters: [contextParameter, { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      delete: { operationId: 'delete_saved_filter', summary: 'Delete one of your saved filters', tags: ['saved filters'], responses: { '204': { description: 'Deleted.' }, ...groupErrors() } },
    },
    // Reading and removing one item are the declared resource tray-items' generic paths, merged with these.
    '/groups/{context}/tray_items': {
      parameters: [contextParameter],
      post: {
        operationId: 'add_tray_items', summary: 'Add records the caller can see to the tray (records already there stay)', tags: ['tray'],
        requestBody: body(trayAdditionSchema as unknown as Record<string, unknown>),
        responses: { '201': jsonResponse('How many were added, were already there, and the tray\'s size.', { type: 'object', properties: { added: { type: 'integer' }, already: { type: 'integer' }, total: { type: 'integer' } } }), ...groupErrors() },
      },
      delete: {
        operationId: 'empty_tray', summary: 'Empty the tray, or remove one kind of record or the given items from it', tags: ['tray'],
        parameters: [
          { name: 'resource_type', in: 'query', schema: { enum: Object.values(trayKinds) } },
          { name: 'ids', in: 'query', description: `Only these items (at most ${trayAdditionLimit}, comma-separated); ones already gone are not counted.`, schema: { type: 'string', pattern: '^[0-9]+(,[0-9]+)*$' } },
        ],
        responses: { '200': jsonResponse('How many items were removed, and the tray\'s size.', { type: 'object', properties: { removed: { type: 'integer' }, total: { type: 'integer' } } }), ...groupErrors() },
      },
    },
    '/groups/{context}/platform_calls': {
      parameters: [contextParameter, ref('parameters', 'idempotency_key')],
      post: {
        operationId: 'platform_call', summary: 'Run a platform operation', tags: ['platform'],
        description: `Operations: ${operationNames.join(', ')}. Throttled per user (429); a repeat answered from its Idempotency-Key is not run, nor counted, again.`,
        requestBody: body(ref('schemas', 'PlatformCall')),
        responses: { '200': jsonResponse('The operation\'s outcome.', ref('schemas', 'PlatformAnswer')), ...groupErrors(), ...idempotentWriteErrors(), '429': ref('responses', 'TooManyRequests') },
      },
    },
    '/groups/{context}/domains/{id}/gap_analysis': {
      parameters: [contextParameter, { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      get: {
        operationId: 'domain_gap_analysis', summary: 'TLDs a watched brand is registered in, and missing from', tags: ['domains'],
        responses: { '200': jsonResponse('The analysis.', anyObject), ...groupErrors() },
      },
    },
    '/groups/{context}/domains/{id}/dns_statistics': {
      parameters: [contextParameter, { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
      get: {
        operationId: 'domain_dns_statistics', summary: 'Queries per day of the domain\'s zone, by record type and by response code', tags: ['dns'],
        description: `The last \`days\` days (1–${maxStatisticsDays}, default ${defaultStatisticsDays}) ending on the latest day counted, or \`from\`–\`to\` (days, both included). \`zone\` is null when the domain has no zone here.`,
        parameters: [
          { name: 'days', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: maxStatisticsDays, default: defaultStatisticsDays } },
          ...periodParameters(maxStatisticsDays, { from: 'First day (YYYY-MM-DD); with `to`, instead of `days`.', to: 'Last day (YYYY-MM-DD), included.' }),
        ],
        responses: { '200': jsonResponse('dates, totals, by_type and by_response_code (one count per date each).', anyObject), ...groupErrors() },
      },
    },
    '/redirects': {
      get: publicOperation({
        operationId: 'redirect_check', summary: 'Whether a portal path redirects', tags: ['system'],
        parameters: [{ name: 'path', in: 'query', required: true, description: 'The page path, from its leading slash.', schema: { type: 'string', pattern: '^/', maxLength: 2000, examples: ['/domains'] } }],
        responses: {
          '200': jsonResponse('null, or where to and whether permanently.', {
            type: 'object', required: ['redirect'],
            properties: { redirect: { oneOf: [{ type: 'null' }, { type: 'object', required: ['to', 'permanent'], properties: { to: { type: 'string' }, permanent: { type: 'boolean' } } }] } },
          }),
          ...errors('400'),
        },
      }),
    },
  };
}

export function platformSchemas(): Record<string, JsonObject> {
  return {
    PlatformCall: {
      type: 'object',
      required: ['operation'],
      properties: { operation: { type: 'string', enum: platformOperations.map((operation) => operation.name) } },
      additionalProperties: true,
      description: 'The operation name plus its fields (domain_id or domain; renew also period_years; transfer_lock and privacy also enabled). unlock asks the account\'s approver and answers `approval: { id, status, expires_at }`.',
    },
    PlatformAnswer: {
      type: 'object',
      required: ['platform'],
      properties: {
        platform: {
          type: 'object',
          required: ['status', 'result'],
          properties: {
            status: { type: 'string', enum: ['success', 'failure'] },
            result: {
              type: 'object',
              required: ['actionResult', 'message', 'code'],
              properties: { actionResult: { type: 'boolean' }, message: { type: 'string' }, code: { type: 'integer' }, result: {} },
            },
          },
        },
      },
    },
  };
}
