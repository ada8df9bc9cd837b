/**
 * The shapes the sign-in routes answer with (sign-in-contracts.ts): a token pair, and the signed-in
 * user (its ids, or the stored user of spec section 3 as GET /profile answers it). Each names all
 * its fields (`additionalProperties: false`): what it does not name is not sent.
 */
import { signInMethods } from '../schemas/user.ts';

const text = { type: 'string' } as const;

/** The fields of a token pair (server/api/auth/session-store.ts). */
export const tokenFields = {
  access_token: { type: 'string', description: 'Sent as `authorization: Bearer …` on every call; lives `expires_in` seconds.' },
  refresh_token: { type: 'string', description: 'Spent by POST /refresh for a new pair (each is good once).' },
  token_type: { type: 'string', const: 'Bearer' },
  expires_in: { type: 'integer', description: 'Seconds the access token lives.' },
} as const;

const tokenPairFields = ['access_token', 'refresh_token', 'token_type', 'expires_in'] as const;

export const tokenPairShape = { type: 'object', additionalProperties: false, required: tokenPairFields, properties: tokenFields } as const;

/** Who signed in, by id: what the portal needs to ask for the profile. */
export const userIdsShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'group_id'],
  properties: { id: { type: 'integer' }, group_id: { type: 'string', description: "The user's account id (36 characters)." } },
} as const;

/** A token pair and who signed in. */
export const tokensWithUser = <const User>(user: User) =>
  ({ type: 'object', additionalProperties: false, required: [...tokenPairFields, 'user'], properties: { ...tokenFields, user } }) as const;

/** The stored user of spec section 3 (server/api/auth/user-profile.ts): roles and abilities expanded. */
export const userProfileShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'group_id', 'username', 'name', 'email', 'roles', 'abilities', 'dark_theme', 'language', 'pulse_configuration', 'two_factor_enabled', 'sign_in_method'],
  properties: {
    ...userIdsShape.properties,
    username: text, name: text, email: text,
    roles: { type: 'array', items: text },
    abilities: { type: 'array', items: text, description: "Expanded: every ability the user's roles and own abilities give." },
    dark_theme: { type: 'boolean' },
    language: text,
    pulse_configuration: { type: 'object', additionalProperties: true },
    two_factor_enabled: { type: 'boolean' },
    sign_in_method: { type: 'string', enum: signInMethods },
  },
} as const;
