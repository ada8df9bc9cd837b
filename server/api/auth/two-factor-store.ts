/**
 * Two-factor sign-in as a user sets it up from the profile: a secret waiting for its first code
 * (two_factor_enrolments), the confirmed secret (users.totp_secret) with its recovery codes
 * (recovery_codes, hashed), and turning it off. Migration 0021.
 */
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../db/in-transaction.ts';
import { recoveryCodeHash } from './recovery-codes.ts';

export interface TwoFactorStore {
  /** Keeps a new secret waiting for its first code (replacing any waiting one). */
  startEnrolment(userId: number, secret: string, at: string, expiresAt: string): void;
  /** The waiting secret, unless there is none or it expired. */
  pendingSecret(userId: number, at: string): string | undefined;
  /** Makes the waiting secret the user's, with new recovery codes (the old ones go). */
  confirm(userId: number, secret: string, recoveryCodes: readonly string[], at: string): void;
  /** Turns two-factor sign-in off: no secret, no recovery codes, nothing waiting. */
  disable(userId: number, at: string): void;
  /** Spends a recovery code: true once for each code the user holds, false ever after. */
  spendRecoveryCode(userId: number, typed: string, at: string): boolean;
  recoveryCodesLeft(userId: number): number;
}

export function createTwoFactorStore(db: DatabaseSync): TwoFactorStore {
  const upsertEnrolment = db.prepare(`INSERT INTO two_factor_enrolments (user_id, secret, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)
    ON CONFLICT (user_id) DO UPDATE SET secret = ?2, created_at = ?3, expires_at = ?4`);
  const selectEnrolment = db.prepare('SELECT secret FROM two_factor_enrolments WHERE user_id = ? AND expires_at > ?');
  const deleteEnrolment = db.prepare('DELETE FROM two_factor_enrolments WHERE user_id = ?');
  const setSecret = db.prepare('UPDATE users SET totp_secret = ?1, updated_at = ?2, version = version + 1 WHERE id = ?3');
  const deleteCodes = db.prepare('DELETE FROM recovery_codes WHERE user_id = ?');
  const insertCode = db.prepare('INSERT INTO recovery_codes (user_id, code_hash, created_at) VALUES (?, ?, ?)');
  const spendCode = db.prepare('UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL');
  const countCodes = db.prepare('SELECT count(*) AS left FROM recovery_codes WHERE user_id = ? AND used_at IS NULL');

  return {
    startEnrolment(userId, secret, at, expiresAt) {
      upsertEnrolment.run(userId, secret, at, expiresAt);
    },
    pendingSecret(userId, at) {
      const row = selectEnrolment.get(userId, at);
      return row ? String(row.secret) : undefined;
    },
    confirm(userId, secret, recoveryCodes, at) {
      inTransaction(db, () => {
        setSecret.run(secret, at, userId);
        deleteEnrolment.run(userId);
        deleteCodes.run(userId);
        for (const code of recoveryCodes) insertCode.run(userId, recoveryCodeHash(userId, code) ?? '', at);
      });
    },
    disable(userId, at) {
      inTransaction(db, () => {
        setSecret.run(null, at, userId);
        deleteEnrolment.run(userId);
        deleteCodes.run(userId);
      });
    },
    spendRecoveryCode(userId, typed, at) {
      const hash = recoveryCodeHash(userId, typed);
      return hash !== undefined && spendCode.run(at, userId, hash).changes === 1;
    },
    recoveryCodesLeft(userId) {
      return Number(countCodes.get(userId)?.left ?? 0);
    },
  };
}
