/**
 * Checks six-digit TOTP codes (RFC 6238, SHA-1, 30 s) with the otpauth package, accepting one
 * step of clock drift either way, and refusing a code that was already used.
 */
import { Secret, TOTP } from 'otpauth';
import type { Clock } from '../clock.ts';

export const totpPeriodSeconds = 30;

export function totpFor(secretBase32: string, label = 'portal'): TOTP {
  return new TOTP({ issuer: 'Meridian Portal', label, algorithm: 'SHA1', digits: 6, period: totpPeriodSeconds, secret: Secret.fromBase32(secretBase32) });
}

export interface TotpVerifier {
  verify(userId: number, secretBase32: string, code: string): boolean;
}

export function createTotpVerifier(clock: Clock): TotpVerifier {
  const lastUsedCounter = new Map<number, number>();
  return {
    verify(userId, secretBase32, code) {
      const timestamp = clock();
      const delta = totpFor(secretBase32).validate({ token: code, timestamp, window: 1 });
      if (delta === null) return false;
      const counter = TOTP.counter({ period: totpPeriodSeconds, timestamp }) + delta;
      if ((lastUsedCounter.get(userId) ?? -1) >= counter) return false;
      lastUsedCounter.set(userId, counter);
      return true;
    },
  };
}
