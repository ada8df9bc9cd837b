/**
 * The routes of my profile: details, password, two-factor sign-in, sessions by contract (api-contract.ts): where each is (profileRoutes, which the
 * portal's script may carry) and what it takes and answers (profileContracts, which the API registers
 * and the portal reads the types of). Always the signed-in user's own, no account context; a
 * single-sign-on user has neither password nor second factor here (409 sso_user).
 */
import { defineContract } from './api-contract.ts';
import { listMetaShape } from './list-query.ts';
import { maximumPasswordLength, minimumPasswordLength } from './password-rule.ts';
import { userProfileShape } from './sign-in-shapes.ts';

export const profileRoutes = {
  profile: { method: 'GET', path: '/profile' },
  updateProfile: { method: 'PATCH', path: '/profile' },
  changePassword: { method: 'POST', path: '/profile/password' },
  twoFactor: { method: 'GET', path: '/profile/two_factor' },
  startTwoFactor: { method: 'POST', path: '/profile/two_factor' },
  disableTwoFactor: { method: 'DELETE', path: '/profile/two_factor' },
  confirmTwoFactor: { method: 'POST', path: '/profile/two_factor/confirm' },
  sessions: { method: 'GET', path: '/profile/sessions' },
  endSession: { method: 'DELETE', path: '/profile/sessions/{id}' },
  endOtherSessions: { method: 'POST', path: '/profile/sessions/end_others' },
} as const;

const tags = ['auth'] as const;
const permission = 'signed-in';
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;


/** An open session of the user, named by an opaque id (the session's own id stays on the server). */
const profileSessionShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'method', 'ip', 'user_agent', 'created_at', 'last_used_at', 'expires_at', 'current'],
  properties: {
    id: { type: 'string', pattern: '^[0-9a-f]{32}$', description: 'Opaque: names the session in DELETE /profile/sessions/{id}.' },
    method: { enum: ['password', 'two_factor', 'sso'], description: 'How the session was signed in.' },
    ip: nullableString,
    user_agent: { ...nullableString, description: "The browser's User-Agent at sign-in (at most 400 characters)." },
    created_at: dateTime,
    last_used_at: { ...dateTime, description: 'The sign-in, or the last token refresh (access tokens live minutes).' },
    expires_at: dateTime,
    current: { type: 'boolean', description: 'The session of the token that asked.' },
  },
} as const;

/** The body of confirming or turning off two-factor sign-in. */
const codeBody = {
  type: 'object',
  required: ['code'],
  additionalProperties: false,
  properties: { code: { type: 'string', minLength: 6, maxLength: 32, description: 'Six digits from the authenticator; to turn two-factor sign-in off, a recovery code also works (and is spent).' } },
} as const;

const signedIn = { 401: 'No valid access token.' } as const;
const ssoUser = 'sso_user: a single-sign-on user has no password or second factor here; two_factor_enabled / two_factor_not_enabled / two_factor_not_pending as named.';
const badCode = 'validation_failed: the code is not 6 to 32 characters.';
const theUser = { 200: { description: 'The stored user record.', schema: userProfileShape } } as const;

export const profileContracts = {
  profile: defineContract({
    ...profileRoutes.profile,
    operationId: 'get_profile', summary: 'The signed-in user', tags, permission,
    answers: theUser,
    refusals: signedIn,
  }),

  updateProfile: defineContract({
    ...profileRoutes.updateProfile,
    operationId: 'update_profile', summary: 'Name, e-mail address, language, theme, pulse configuration', tags, permission,
    description: 'A new e-mail address needs current_password (400 current_password_required / wrong_password, 429 after 5 wrong); a single-sign-on user\'s address is the provider\'s (409 sso_user); an address another user has: 409 duplicate.',
    body: {
      type: 'object',
      minProperties: 1,
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
        email: { type: 'string', format: 'email', maxLength: 254 },
        current_password: { type: 'string', maxLength: maximumPasswordLength, description: 'Needed with a new e-mail address.' },
        language: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$' },
        dark_theme: { type: 'boolean' },
        pulse_configuration: { type: 'object' },
      },
    },
    answers: theUser,
    refusals: {
      400: 'validation_failed, current_password_required or wrong_password (a new e-mail address without the right current password).',
      ...signedIn,
      409: "sso_user: a single-sign-on user's address is the provider's; duplicate: another user has the address.",
      429: 'too_many_attempts: 5 wrong current passwords in the sign-in window.',
    },
  }),

  changePassword: defineContract({
    ...profileRoutes.changePassword,
    operationId: 'change_password', summary: 'Change the password (every other session ends)', tags, permission,
    body: {
      type: 'object',
      required: ['current_password', 'new_password'],
      additionalProperties: false,
      properties: {
        current_password: { type: 'string', minLength: 1, maxLength: maximumPasswordLength },
        new_password: { type: 'string', minLength: minimumPasswordLength, maxLength: maximumPasswordLength, description: `The reset flow's rule: ${minimumPasswordLength} to ${maximumPasswordLength} characters; not the current password.` },
      },
    },
    answers: {
      200: {
        description: 'Changed; the calling session stays, the others (their access and refresh tokens) are refused from now on; reset links not used yet are spent.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['status', 'sessions_ended'],
          properties: { status: { type: 'string', const: 'password_changed' }, sessions_ended: { type: 'integer', minimum: 0, description: 'Other sessions of the user ended by the change.' } },
        },
      },
    },
    refusals: {
      400: 'wrong_password, password_unchanged, or validation_failed (the new password too short).',
      ...signedIn,
      409: ssoUser,
      429: 'too_many_attempts: 5 wrong current passwords in the sign-in window.',
    },
  }),

  twoFactor: defineContract({
    ...profileRoutes.twoFactor,
    operationId: 'get_two_factor', summary: 'Whether two-factor sign-in is on, and the recovery codes left', tags, permission,
    answers: {
      200: {
        description: 'The state.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['enabled', 'recovery_codes_left'],
          properties: { enabled: { type: 'boolean' }, recovery_codes_left: { type: 'integer', minimum: 0 } },
        },
      },
    },
    refusals: { ...signedIn, 409: ssoUser },
  }),

  startTwoFactor: defineContract({
    ...profileRoutes.startTwoFactor,
    operationId: 'start_two_factor', summary: 'Start setting up two-factor sign-in: a new secret, not in force until confirmed', tags, permission,
    answers: {
      200: {
        description: 'The secret and its otpauth URI (a new start replaces a waiting one).',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['secret', 'otpauth_uri', 'expires_at'],
          properties: {
            secret: { type: 'string', description: 'Base32 (160 bits): for typing into an authenticator app.' },
            otpauth_uri: { type: 'string', description: '`otpauth://totp/…` (SHA-1, 6 digits, 30 s): for a QR code.' },
            expires_at: { ...dateTime, description: 'The first code must come before this (15 minutes).' },
          },
        },
      },
    },
    refusals: { ...signedIn, 409: ssoUser },
  }),

  disableTwoFactor: defineContract({
    ...profileRoutes.disableTwoFactor,
    operationId: 'disable_two_factor', summary: 'Turn two-factor sign-in off with a current code or a recovery code', tags, permission,
    body: codeBody,
    answers: {
      200: {
        description: 'Off; the recovery codes are gone.',
        schema: { type: 'object', additionalProperties: false, required: ['two_factor_enabled'], properties: { two_factor_enabled: { type: 'boolean', const: false } } },
      },
    },
    refusals: { 400: badCode, ...signedIn, 409: ssoUser, 422: 'invalid_code.', 429: 'too_many_attempts: 5 wrong codes.' },
  }),

  confirmTwoFactor: defineContract({
    ...profileRoutes.confirmTwoFactor,
    operationId: 'confirm_two_factor', summary: 'Confirm the waiting secret with its first code: two-factor sign-in is on', tags, permission,
    body: codeBody,
    answers: {
      200: {
        description: 'On, with ten recovery codes (stored hashed, never shown again).',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['two_factor_enabled', 'recovery_codes'],
          properties: {
            two_factor_enabled: { type: 'boolean', const: true },
            recovery_codes: { type: 'array', minItems: 10, maxItems: 10, items: { type: 'string', pattern: '^[0-9a-z]{5}-[0-9a-z]{5}$' }, description: 'Shown this once; each signs in once in place of a code.' },
          },
        },
      },
    },
    refusals: { 400: badCode, ...signedIn, 409: ssoUser, 422: 'invalid_code.', 429: 'too_many_attempts: 5 wrong codes.' },
  }),

  sessions: defineContract({
    ...profileRoutes.sessions,
    operationId: 'list_profile_sessions', summary: 'The signed-in user\'s open sessions, the current one first', tags, permission,
    answers: {
      200: {
        description: 'Sessions neither ended nor expired, then by last use.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['data', 'meta'],
          properties: { data: { type: 'array', items: profileSessionShape }, meta: listMetaShape },
        },
      },
    },
    refusals: signedIn,
  }),

  endSession: defineContract({
    ...profileRoutes.endSession,
    operationId: 'end_profile_session', summary: 'End one of the user\'s other sessions', tags, permission,
    // Any text reaches the route, whose own check answers 400 for one that is no session id (not the 404 of a contract's path).
    params: {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'string', description: 'The session\'s opaque id (32 hexadecimal characters) as GET /profile/sessions lists it; another text is a 400 validation_failed.' } },
    },
    answers: { 204: { description: 'Ended (also when it had ended already): its access and refresh tokens are refused.' } },
    refusals: {
      400: 'validation_failed: the id is not 32 hexadecimal characters.',
      ...signedIn,
      404: 'session_not_found: no session of the user has this id.',
      409: 'current_session: the calling session; sign out with POST /logout.',
    },
  }),

  endOtherSessions: defineContract({
    ...profileRoutes.endOtherSessions,
    operationId: 'end_other_profile_sessions', summary: 'End every session of the user but this one ("sign out everywhere else")', tags, permission,
    answers: {
      200: {
        description: 'How many ended.',
        schema: { type: 'object', additionalProperties: false, required: ['ended'], properties: { ended: { type: 'integer', minimum: 0 } } },
      },
    },
    refusals: signedIn,
  }),
} as const;
