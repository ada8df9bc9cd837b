/**
 * Sign-in sessions and their tokens. A session is one refresh-token family: every refresh
 * spends the presented refresh token and issues a new pair in the same session; presenting a
 * spent refresh token again revokes the session, and with it every token of the family.
 * Access tokens live minutes; the session ends sessionTtlSeconds after sign-in at the latest.
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from '../clock.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { newOpaqueToken, tokenHash } from './opaque-token.ts';
import { toUserRow, userColumns, type UserRow } from './user-store.ts';
import type { ProfileSession, SessionMethod } from '../../../src/lib/schemas/profile-session.ts';

export type { SessionMethod };

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

export interface SessionInfo {
  id: string;
  user_id: number;
  group_id: string;
  method: SessionMethod;
  sso_account_id: string | null;
}

export interface AccessTokenMatch {
  user: UserRow;
  sessionId: string | null;
  purpose: 'access' | 'two_factor';
  /** Why the token cannot be used, or null when it can. */
  problem: 'expired' | 'revoked' | null;
}

export type RefreshOutcome =
  | { ok: true; tokens: TokenPair; session: SessionInfo }
  | { ok: false; reason: 'unknown' }
  | { ok: false; reason: 'expired' | 'revoked' | 'reused'; session: SessionInfo };

export interface SessionLifetimes {
  accessTokenTtlSeconds: number;
  twoFactorTokenTtlSeconds: number;
  sessionTtlSeconds: number;
}

/** An open session of a user, as the profile lists it (without whether it is the caller's). */
export type OpenSession = Omit<ProfileSession, 'current'>;

export interface ClientMeta {
  ip: string;
  userAgent: string | null;
}

export interface SessionStore {
  start(user: UserRow, method: SessionMethod, client: ClientMeta, ssoAccountId?: string): { session: SessionInfo; tokens: TokenPair };
  issueTwoFactorToken(user: UserRow): { token: string; expires_in: number };
  findAccessToken(token: string): AccessTokenMatch | undefined;
  findSessionByRefreshToken(token: string): SessionInfo | undefined;
  refresh(refreshToken: string): RefreshOutcome;
  revokeSession(sessionId: string, reason: string): void;
  revokeAccessToken(token: string): void;
  revokeUserSessions(userId: number, reason: string): void;
  /** The user's sessions neither ended nor expired, the one used last first. */
  listOpenSessions(userId: number): OpenSession[];
  /** Every session of the user still on record, open, ended or expired (pruned a day after expiry). */
  userSessionIds(userId: number): string[];
  /** Ends every open session of the user but one (and any two-factor step under way); answers the ids ended. */
  revokeOtherSessions(userId: number, keepSessionId: string, reason: string): string[];
  pruneExpired(): void;
}

function sessionMethodOf(value: unknown): SessionMethod {
  return value === 'sso' ? 'sso' : value === 'two_factor' ? 'two_factor' : 'password';
}

function toSession(row: Record<string, unknown>): SessionInfo {
  return {
    id: String(row.session_id),
    user_id: Number(row.user_id),
    group_id: String(row.group_id),
    method: sessionMethodOf(row.method),
    sso_account_id: row.sso_account_id === null ? null : String(row.sso_account_id),
  };
}

export function createSessionStore(db: DatabaseSync, clock: Clock, lifetimes: SessionLifetimes): SessionStore {
  const iso = (offsetSeconds = 0) => new Date(clock() + offsetSeconds * 1000).toISOString();

  const insertSession = db.prepare(`INSERT INTO auth_sessions
    (id, user_id, group_id, method, sso_account_id, ip, user_agent, created_at, last_used_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertAccess = db.prepare(
    'INSERT INTO access_tokens (token_hash, session_id, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertRefresh = db.prepare('INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, ?, ?)');
  const selectAccess = db.prepare(`SELECT t.session_id, t.purpose, t.expires_at, t.revoked_at,
      s.revoked_at AS session_revoked_at, s.expires_at AS session_expires_at,
      ${userColumns('u')}
    FROM access_tokens t JOIN users u ON u.id = t.user_id LEFT JOIN auth_sessions s ON s.id = t.session_id
    WHERE t.token_hash = ?`);
  const selectRefresh = db.prepare(`SELECT r.used_at, r.expires_at, s.id AS session_id, s.user_id, s.group_id, s.method,
      s.sso_account_id, s.revoked_at, s.expires_at AS session_expires_at
    FROM refresh_tokens r JOIN auth_sessions s ON s.id = r.session_id WHERE r.token_hash = ?`);
  const spendRefresh = db.prepare('UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL');
  const touchSession = db.prepare('UPDATE auth_sessions SET last_used_at = ? WHERE id = ?');
  const revokeSessionStatement = db.prepare(
    'UPDATE auth_sessions SET revoked_at = ?, revoke_reason = ? WHERE id = ? AND revoked_at IS NULL',
  );
  const revokeUserStatement = db.prepare(
    'UPDATE auth_sessions SET revoked_at = ?, revoke_reason = ? WHERE user_id = ? AND revoked_at IS NULL',
  );
  const revokeAccessStatement = db.prepare('UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL');
  const revokeUserTwoFactor = db.prepare(
    "UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND purpose = 'two_factor' AND revoked_at IS NULL",
  );
  const selectOpenSessions = db.prepare(`SELECT id, method, ip, user_agent, created_at, last_used_at, expires_at FROM auth_sessions
    WHERE user_id = ? AND revoked_at IS NULL AND expires_at > ? ORDER BY last_used_at DESC, created_at DESC`);
  const selectUserSessionIds = db.prepare('SELECT id FROM auth_sessions WHERE user_id = ?');
  const revokeOthersStatement = db.prepare(`UPDATE auth_sessions SET revoked_at = ?1, revoke_reason = ?2
    WHERE user_id = ?3 AND id <> ?4 AND revoked_at IS NULL AND expires_at > ?1 RETURNING id`);
  const pruneAccess = db.prepare('DELETE FROM access_tokens WHERE expires_at < ?');
  const pruneSessions = db.prepare('DELETE FROM auth_sessions WHERE expires_at < ?');

  const issuePair = (session: SessionInfo, sessionExpiresAt: string): TokenPair => {
    const access = newOpaqueToken();
    const refresh = newOpaqueToken();
    const now = iso();
    const accessExpires = iso(lifetimes.accessTokenTtlSeconds);
    insertAccess.run(tokenHash(access), session.id, session.user_id, 'access', now, accessExpires < sessionExpiresAt ? accessExpires : sessionExpiresAt);
    insertRefresh.run(tokenHash(refresh), session.id, now, sessionExpiresAt);
    return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: lifetimes.accessTokenTtlSeconds };
  };

  return {
    start(user, method, client, ssoAccountId) {
      return inTransaction(db, () => {
        const session: SessionInfo = { id: randomUUID(), user_id: user.id, group_id: user.group_id, method, sso_account_id: ssoAccountId ?? null };
        const expiresAt = iso(lifetimes.sessionTtlSeconds);
        const now = iso();
        insertSession.run(session.id, user.id, user.group_id, method, session.sso_account_id, client.ip, client.userAgent, now, now, expiresAt);
        revokeUserTwoFactor.run(now, user.id);
        return { session, tokens: issuePair(session, expiresAt) };
      });
    },

    issueTwoFactorToken(user) {
      const token = newOpaqueToken();
      insertAccess.run(tokenHash(token), null, user.id, 'two_factor', iso(), iso(lifetimes.twoFactorTokenTtlSeconds));
      return { token, expires_in: lifetimes.twoFactorTokenTtlSeconds };
    },

    findAccessToken(token) {
      const row = selectAccess.get(tokenHash(token));
      if (!row) return undefined;
      const now = iso();
      const revoked = row.revoked_at !== null || row.session_revoked_at !== null;
      const expired = String(row.expires_at) <= now || (row.session_expires_at !== null && String(row.session_expires_at) <= now);
      return {
        user: toUserRow(row),
        sessionId: row.session_id === null ? null : String(row.session_id),
        purpose: row.purpose === 'two_factor' ? 'two_factor' : 'access',
        problem: revoked ? 'revoked' : expired ? 'expired' : null,
      };
    },

    findSessionByRefreshToken(token) {
      const row = selectRefresh.get(tokenHash(token));
      return row ? toSession(row) : undefined;
    },

    refresh(refreshToken) {
      return inTransaction(db, (): RefreshOutcome => {
        const hash = tokenHash(refreshToken);
        const row = selectRefresh.get(hash);
        if (!row) return { ok: false, reason: 'unknown' };
        const session = toSession(row);
        const now = iso();
        if (row.revoked_at !== null) return { ok: false, reason: 'revoked', session };
        if (row.used_at !== null) {
          revokeSessionStatement.run(now, 'refresh_token_reused', session.id);
          return { ok: false, reason: 'reused', session };
        }
        if (String(row.expires_at) <= now || String(row.session_expires_at) <= now) return { ok: false, reason: 'expired', session };
        if (spendRefresh.run(now, hash).changes !== 1) {
          revokeSessionStatement.run(now, 'refresh_token_reused', session.id);
          return { ok: false, reason: 'reused', session };
        }
        touchSession.run(now, session.id);
        return { ok: true, session, tokens: issuePair(session, String(row.session_expires_at)) };
      });
    },

    revokeSession(sessionId, reason) {
      revokeSessionStatement.run(iso(), reason, sessionId);
    },

    revokeAccessToken(token) {
      revokeAccessStatement.run(iso(), tokenHash(token));
    },

    revokeUserSessions(userId, reason) {
      const now = iso();
      revokeUserStatement.run(now, reason, userId);
      revokeUserTwoFactor.run(now, userId);
    },

    listOpenSessions(userId) {
      return selectOpenSessions.all(userId, iso()).map((row) => ({
        id: String(row.id),
        method: sessionMethodOf(row.method),
        ip: row.ip === null ? null : String(row.ip),
        user_agent: row.user_agent === null ? null : String(row.user_agent),
        created_at: String(row.created_at),
        last_used_at: String(row.last_used_at),
        expires_at: String(row.expires_at),
      }));
    },

    userSessionIds(userId) {
      return selectUserSessionIds.all(userId).map((row) => String(row.id));
    },

    revokeOtherSessions(userId, keepSessionId, reason) {
      return inTransaction(db, () => {
        const now = iso();
        revokeUserTwoFactor.run(now, userId);
        return revokeOthersStatement.all(now, reason, userId, keepSessionId).map((row) => String(row.id));
      });
    },

    pruneExpired() {
      const dayAgo = iso(-86_400);
      pruneAccess.run(dayAgo);
      pruneSessions.run(dayAgo);
    },
  };
}
