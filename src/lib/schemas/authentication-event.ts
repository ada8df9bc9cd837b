/** An entry of the authentication log (read only: the API writes it on every sign-in event). */
import { dateTime, nullable, oneOf, recordSchema, text } from './schema-parts.ts';

export const authenticationOutcomes = ['success', 'failure'] as const;
export const authenticationEvents = [
  'login_success', 'login_failure', 'two_factor_required', 'two_factor_success', 'two_factor_failure', 'refresh_failure',
  'refresh_reuse', 'logout', 'sso_provider_login', 'sso_login', 'password_reset_requested', 'password_reset_completed',
] as const;
export const authenticationMethods = ['password', 'totp', 'refresh', 'sso', 'logout', 'password_reset'] as const;

export const authenticationEventSchema = recordSchema({
  title: 'Authentication event',
  properties: {
    username: text(200),
    event: oneOf(authenticationEvents),
    outcome: oneOf(authenticationOutcomes),
    method: oneOf(authenticationMethods),
    reason: nullable(text(200)),
    ip: nullable(text(64)),
    user_agent: nullable(text(400)),
    created_at: dateTime(),
  },
  required: ['username', 'event', 'outcome', 'method'],
  groups: { general: ['username', 'event', 'outcome', 'method', 'reason', 'created_at'], technical: ['ip', 'user_agent'] },
});
