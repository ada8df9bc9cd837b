/** Writes sign-in events to the authentication_log table (read by /users/authentication-log). */
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import type { ClientMeta } from './session-store.ts';

export type AuthEvent =
  | 'login_success' | 'login_failure' | 'two_factor_required' | 'two_factor_success' | 'two_factor_failure'
  | 'refresh_failure' | 'refresh_reuse' | 'logout' | 'sso_provider_login' | 'sso_login'
  | 'password_reset_requested' | 'password_reset_completed';

export interface AuthEventEntry {
  event: AuthEvent;
  outcome: 'success' | 'failure';
  method: 'password' | 'totp' | 'refresh' | 'sso' | 'logout' | 'password_reset';
  username: string;
  userId?: number | null;
  groupId?: string | null;
  reason?: string | null;
  sessionId?: string | null;
  client: ClientMeta;
}

export type AuthenticationLog = (entry: AuthEventEntry) => void;

export function createAuthenticationLog(db: DatabaseSync, clock: Clock): AuthenticationLog {
  const insert = db.prepare(`INSERT INTO authentication_log
    (group_id, user_id, username, event, outcome, method, reason, session_id, ip, user_agent, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  return (entry) => {
    const at = new Date(clock()).toISOString();
    insert.run(
      entry.groupId ?? null, entry.userId ?? null, entry.username.slice(0, 200), entry.event, entry.outcome, entry.method,
      entry.reason ?? null, entry.sessionId ?? null, entry.client.ip, entry.client.userAgent, at, at,
    );
  };
}
