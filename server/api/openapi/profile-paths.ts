/** OpenAPI paths and schemas of routes/profile-security.ts: the signed-in user's password, two-factor sign-in and sessions. */
import { jsonContent, jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

// Component schemas are compiled one by one, so they name no other component: parts are inlined.
const codeInput = (description: string): JsonObject => ({
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 6, maxLength: 32, description } },
});

const session = (): JsonObject => ({
  type: 'object',
  required: ['id', 'method', 'ip', 'user_agent', 'created_at', 'last_used_at', 'expires_at', 'current'],
  properties: {
    id: { type: 'string', pattern: '^[0-9a-f]{32}$', description: 'Opaque: names the session in DELETE /profile/sessions/{id}.' },
    method: { enum: ['password', 'two_factor', 'sso'], description: 'How the session was signed in.' },
    ip: { type: ['string', 'null'] },
    user_agent: { type: ['string', 'null'], description: 'The browser\'s User-Agent at sign-in (at most 400 characters).' },
    created_at: { type: 'string', format: 'date-time' },
    last_used_at: { type: 'string', format: 'date-time', description: 'The sign-in, or the last token refresh (access tokens live minutes).' },
    expires_at: { type: 'string', format: 'date-time' },
    current: { type: 'boolean', description: 'The session of the token that asked.' },
  },
});

export function profileSchemas(): Record<string, JsonObject> {
  return {
    PasswordChangeInput: {
      type: 'object',
      required: ['current_password', 'new_password'],
      additionalProperties: false,
      properties: {
        current_password: { type: 'string', minLength: 1, maxLength: 1024 },
        new_password: { type: 'string', minLength: 8, maxLength: 1024, description: 'The reset flow\'s rule: 8 to 1024 characters; not the current password.' },
      },
    },
    PasswordChanged: {
      type: 'object',
      required: ['status', 'sessions_ended'],
      properties: { status: { const: 'password_changed' }, sessions_ended: { type: 'integer', minimum: 0, description: 'Other sessions of the user ended by the change.' } },
    },
    TwoFactorStatus: {
      type: 'object',
      required: ['enabled', 'recovery_codes_left'],
      properties: { enabled: { type: 'boolean' }, recovery_codes_left: { type: 'integer', minimum: 0 } },
    },
    TwoFactorEnrolment: {
      type: 'object',
      required: ['secret', 'otpauth_uri', 'expires_at'],
      properties: {
        secret: { type: 'string', description: 'Base32 (160 bits): for typing into an authenticator app.' },
        otpauth_uri: { type: 'string', description: '`otpauth://totp/…` (SHA-1, 6 digits, 30 s): for a QR code.' },
        expires_at: { type: 'string', format: 'date-time', description: 'The first code must come before this (15 minutes).' },
      },
    },
    TwoFactorCodeInput: codeInput('Six digits from the authenticator; to turn two-factor sign-in off, a recovery code also works (and is spent).'),
    RecoveryCodes: {
      type: 'object',
      required: ['two_factor_enabled', 'recovery_codes'],
      properties: {
        two_factor_enabled: { const: true },
        recovery_codes: { type: 'array', minItems: 10, maxItems: 10, items: { type: 'string', pattern: '^[0-9a-z]{5}-[0-9a-z]{5}$' }, description: 'Shown this once; each signs in once in place of a code.' },
      },
    },
    ProfileSessions: {
      type: 'object',
      required: ['data', 'meta'],
      properties: {
        data: { type: 'array', items: session() },
        meta: { type: 'object', required: ['total', 'page', 'limit'], properties: { total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } } },
      },
    },
  };
}

const tags = ['auth'];
const error = (description: string): JsonObject => jsonResponse(description, ref('schemas', 'Error'));
const signedIn = (): Record<string, JsonObject> => ({ '401': error('No valid access token.') });
const ssoUser = (): Record<string, JsonObject> => ({ '409': error('sso_user: a single-sign-on user has no password or second factor here; two_factor_enabled / two_factor_not_enabled / two_factor_not_pending as named.') });

export function profilePaths(): Record<string, PathItem> {
  return {
    '/profile/password': {
      post: {
        operationId: 'change_password', summary: 'Change the password (every other session ends)', tags,
        requestBody: { required: true, content: jsonContent(ref('schemas', 'PasswordChangeInput')) },
        responses: {
          '200': jsonResponse('Changed; the calling session stays, the others (their access and refresh tokens) are refused from now on; reset links not used yet are spent.', ref('schemas', 'PasswordChanged')),
          '400': error('wrong_password, password_unchanged, or validation_failed (the new password too short).'),
          ...signedIn(), ...ssoUser(),
          '429': error('too_many_attempts: 5 wrong current passwords in the sign-in window.'),
        },
      },
    },
    '/profile/two_factor': {
      get: {
        operationId: 'get_two_factor', summary: 'Whether two-factor sign-in is on, and the recovery codes left', tags,
        responses: { '200': jsonResponse('The state.', ref('schemas', 'TwoFactorStatus')), ...signedIn(), ...ssoUser() },
      },
      post: {
        operationId: 'start_two_factor', summary: 'Start setting up two-factor sign-in: a new secret, not in force until confirmed', tags,
        responses: { '200': jsonResponse('The secret and its otpauth URI (a new start replaces a waiting one).', ref('schemas', 'TwoFactorEnrolment')), ...signedIn(), ...ssoUser() },
      },
      delete: {
        operationId: 'disable_two_factor', summary: 'Turn two-factor sign-in off with a current code or a recovery code', tags,
        requestBody: { required: true, content: jsonContent(ref('schemas', 'TwoFactorCodeInput')) },
        responses: {
          '200': jsonResponse('Off; the recovery codes are gone.', { type: 'object', properties: { two_factor_enabled: { const: false } } }),
          '422': error('invalid_code.'), ...signedIn(), ...ssoUser(), '429': error('too_many_attempts: 5 wrong codes.'),
        },
      },
    },
    '/profile/two_factor/confirm': {
      post: {
        operationId: 'confirm_two_factor', summary: 'Confirm the waiting secret with its first code: two-factor sign-in is on', tags,
        requestBody: { required: true, content: jsonContent(ref('schemas', 'TwoFactorCodeInput')) },
        responses: {
          '200': jsonResponse('On, with ten recovery codes (stored hashed, never shown again).', ref('schemas', 'RecoveryCodes')),
          '422': error('invalid_code.'), ...signedIn(), ...ssoUser(), '429': error('too_many_attempts: 5 wrong codes.'),
        },
      },
    },
    '/profile/sessions': {
      get: {
        operationId: 'list_profile_sessions', summary: 'The signed-in user\'s open sessions, the current one first', tags,
        responses: { '200': jsonResponse('Sessions neither ended nor expired, then by last use.', ref('schemas', 'ProfileSessions')), ...signedIn() },
      },
    },
    '/profile/sessions/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{32}$' } }],
      delete: {
        operationId: 'end_profile_session', summary: 'End one of the user\'s other sessions', tags,
        responses: {
          '204': { description: 'Ended (also when it had ended already): its access and refresh tokens are refused.' },
          '404': error('session_not_found: no session of the user has this id.'),
          '409': error('current_session: the calling session; sign out with POST /logout.'),
          ...signedIn(),
        },
      },
    },
    '/profile/sessions/end_others': {
      post: {
        operationId: 'end_other_profile_sessions', summary: 'End every session of the user but this one ("sign out everywhere else")', tags,
        responses: { '200': jsonResponse('How many ended.', { type: 'object', required: ['ended'], properties: { ended: { type: 'integer', minimum: 0 } } }), ...signedIn() },
      },
    },
  };
}
