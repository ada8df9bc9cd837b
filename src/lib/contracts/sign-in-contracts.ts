/**
 * The routes of signing in and out: password, two-factor code, single sign-on, token refresh, password resets by contract (api-contract.ts): where each is (signInRoutes, which the
 * portal's script may carry) and what it takes and answers (signInContracts, which the API registers
 * and the portal reads the types of). All but the two-factor code are public: they are how a
 * token is had, or given back (the two-factor code takes the limited token POST /login gives).
 */
import { defineContract } from './api-contract.ts';
import { maximumPasswordLength, minimumPasswordLength } from './password-rule.ts';
import { tokenFields, tokenPairShape, tokensWithUser, userIdsShape, userProfileShape } from './sign-in-shapes.ts';

export const signInRoutes = {
  login: { method: 'POST', path: '/login' },
  twoFactorCodes: { method: 'POST', path: '/two_factor_codes' },
  refresh: { method: 'POST', path: '/refresh' },
  logout: { method: 'POST', path: '/logout' },
  loginSso: { method: 'POST', path: '/login_sso' },
  requestPasswordReset: { method: 'POST', path: '/password_resets' },
  checkPasswordReset: { method: 'GET', path: '/password_resets/{token}' },
  completePasswordReset: { method: 'PUT', path: '/password_resets/{token}' },
} as const;

const tags = ['auth'] as const;
const publicRoute = { public: true, permission: 'none' } as const;

const badBody = 'validation_failed: the body is not as described (`errors` lists every problem).';
const throttled = (what: string) => ({
  description: `too_many_attempts: ${what}; \`retry-after\` (header) and \`retry_after\` say the seconds to wait.`,
  carries: { type: 'object', properties: { retry_after: { type: 'integer' } } },
}) as const;
const accountDisabled = 'account_disabled: the user is not active.';

/** A reset link's token: a shorter one is a 400 (server/api/routes/password-resets.ts), a longer one the router's 414. */
export const resetTokenLength = { min: 20, max: 100 } as const;
const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', description: `The token of the mailed link (${resetTokenLength.min}–${resetTokenLength.max} characters).` } },
} as const;
const resetTokenNotFound = 'reset_token_not_found: the link is unknown, already used or expired.';

export const signInContracts = {
  login: defineContract({
    ...signInRoutes.login, ...publicRoute,
    operationId: 'login', summary: 'Sign in with username and password', tags,
    body: {
      type: 'object',
      required: ['username', 'password'],
      additionalProperties: false,
      properties: {
        username: { type: 'string', minLength: 1, maxLength: 254, description: 'The username or the e-mail address.' },
        password: { type: 'string', minLength: 1, maxLength: maximumPasswordLength },
      },
    },
    answers: {
      200: {
        description: 'Tokens, or two_factor_required with a limited token.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['access_token', 'token_type', 'expires_in'],
          properties: {
            ...tokenFields,
            access_token: { type: 'string', description: `${tokenFields.access_token.description} With two_factor_required: a limited token, good only for POST /two_factor_codes.` },
            refresh_token: { ...tokenFields.refresh_token, description: `${tokenFields.refresh_token.description} Not with two_factor_required.` },
            user: { ...userIdsShape, description: 'Not with two_factor_required.' },
            two_factor_required: { type: 'boolean', const: true, description: 'The user signs in with a second factor: send its code to POST /two_factor_codes with the limited token.' },
          },
        },
      },
    },
    refusals: {
      400: badBody,
      401: 'invalid_credentials: wrong username or password.',
      403: `${accountDisabled} sso_required: the user signs in through single sign-on.`,
      429: throttled('too many failures for this account from this address'),
    },
  }),

  twoFactorCodes: defineContract({
    ...signInRoutes.twoFactorCodes,
    operationId: 'two_factor_codes', summary: 'Finish a two-factor sign-in (Bearer: the limited token)', tags,
    permission: "none (the sign-in's two-factor token)",
    body: {
      type: 'object',
      required: ['code'],
      additionalProperties: false,
      properties: { code: { type: 'string', pattern: '^[0-9A-Za-z -]{6,32}$', description: 'Six digits from the authenticator, or a recovery code (`xxxxx-xxxxx`, each good once).' } },
    },
    answers: {
      200: {
        description: 'Tokens and the user.',
        schema: tokensWithUser(userProfileShape),
      },
    },
    refusals: {
      400: `two_factor_not_pending: the token is not the limited one of a two-factor sign-in; ${badBody}`,
      401: 'missing_token, invalid_token, token_expired, token_revoked: the limited token is missing, unknown, expired or spent.',
      422: 'invalid_code: not the current code, nor a recovery code not used before.',
      429: throttled('too many wrong codes; the limited token is revoked'),
    },
  }),

  refresh: defineContract({
    ...signInRoutes.refresh, ...publicRoute,
    operationId: 'refresh', summary: 'Rotate the token pair', tags,
    body: {
      type: 'object',
      required: ['refresh_token'],
      additionalProperties: false,
      properties: {
        refresh_token: { type: 'string', minLength: 1, maxLength: 200 },
        sso_token: { type: 'string', minLength: 1, maxLength: 2000, description: "A single-sign-on session's provider token: it must still be valid at the provider." },
      },
    },
    answers: { 200: { description: 'A new pair.', schema: tokenPairShape } },
    refusals: {
      400: badBody,
      401: 'invalid_refresh_token (unknown), refresh_token_reused (spent before: the session is ended), refresh_token_expired, refresh_token_revoked, sso_session_ended (the provider ended it).',
    },
  }),

  logout: defineContract({
    ...signInRoutes.logout, ...publicRoute,
    operationId: 'logout', summary: 'End the session', tags,
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { refresh_token: { type: 'string', minLength: 1, maxLength: 200, description: 'Ends its session when no Bearer token (an expired one will do) names one.' } },
    },
    bodyOptional: true,
    answers: { 204: { description: 'Signed out.' } },
    refusals: { 400: badBody },
  }),

  loginSso: defineContract({
    ...signInRoutes.loginSso, ...publicRoute,
    operationId: 'login_sso', summary: 'Sign in with a single sign-on provider token', tags,
    body: {
      type: 'object',
      required: ['email', 'sso_token'],
      additionalProperties: false,
      properties: {
        email: { type: 'string', minLength: 3, maxLength: 254 },
        sso_token: { type: 'string', minLength: 10, maxLength: 2000, description: "The provider's access token." },
      },
    },
    answers: { 200: { description: 'Tokens and the user id.', schema: tokensWithUser(userIdsShape) } },
    refusals: {
      400: badBody,
      401: 'invalid_sso_token: the token is not valid for this e-mail address.',
      403: accountDisabled,
      429: throttled('too many failures for this e-mail address from this address'),
    },
  }),

  requestPasswordReset: defineContract({
    ...signInRoutes.requestPasswordReset, ...publicRoute,
    operationId: 'request_password_reset', summary: 'Mail a reset link', tags,
    body: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      maxProperties: 1,
      properties: {
        username: { type: 'string', minLength: 1, maxLength: 254 },
        email: { type: 'string', format: 'email', maxLength: 254 },
      },
    },
    answers: {
      202: {
        description: 'Accepted (also for unknown users).',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['status', 'message'],
          properties: { status: { type: 'string', const: 'accepted' }, message: { type: 'string' } },
        },
      },
    },
    refusals: { 400: badBody, 429: throttled('too many links asked for this user from this address') },
  }),

  checkPasswordReset: defineContract({
    ...signInRoutes.checkPasswordReset, ...publicRoute,
    operationId: 'check_password_reset', summary: 'Check a reset link', tags,
    params: tokenParams,
    answers: {
      200: {
        description: 'Valid.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['status', 'username', 'expires_at'],
          properties: { status: { type: 'string', const: 'valid' }, username: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
        },
      },
    },
    refusals: { 400: 'validation_failed: the token is too short to be one.', 404: resetTokenNotFound },
  }),

  completePasswordReset: defineContract({
    ...signInRoutes.completePasswordReset, ...publicRoute,
    operationId: 'complete_password_reset', summary: 'Set the new password', tags,
    params: tokenParams,
    body: {
      type: 'object',
      required: ['password'],
      additionalProperties: false,
      properties: { password: { type: 'string', minLength: minimumPasswordLength, maxLength: maximumPasswordLength } },
    },
    answers: {
      200: {
        description: 'Changed.',
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['status', 'username'],
          properties: { status: { type: 'string', const: 'password_changed' }, username: { type: 'string' } },
        },
      },
    },
    refusals: { 400: `${badBody} The token is too short to be one.`, 404: resetTokenNotFound },
  }),
} as const;
