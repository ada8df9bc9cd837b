/**
 * Recovery codes of two-factor sign-in: ten random codes, written `xxxxx-xxxxx` in Crockford's
 * base 32 (50 bits each; no i, l, o or u, so a code read aloud or copied by hand survives), shown
 * once. Only a SHA-256 of the user id and the normalised code is stored: the codes carry their
 * own entropy, so a slow hash would only slow the sign-in, and tries are throttled.
 */
import { createHash, randomInt } from 'node:crypto';

export const recoveryCodeCount = 10;
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const codeLength = 10;

export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < codeLength; index += 1) code += alphabet[randomInt(alphabet.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function newRecoveryCodes(count = recoveryCodeCount): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(newRecoveryCode());
  return [...codes];
}

/**
 * A code as typed, reduced to its ten characters: case, spaces and hyphens do not matter, and
 * the letters Crockford's alphabet leaves out read as the digits they look like (o → 0, i l → 1).
 * Undefined when it cannot be a recovery code.
 */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const reduced = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return reduced.length === codeLength && [...reduced].every((character) => alphabet.includes(character)) ? reduced : undefined;
}

/** What is stored for a code (`typed` may be written any way normaliseRecoveryCode reads). */
export function recoveryCodeHash(userId: number, typed: string): string | undefined {
  const code = normaliseRecoveryCode(typed);
  return code === undefined ? undefined : createHash('sha256').update(`recovery-code:${userId}:${code}`).digest('hex');
}

/** A six-digit authenticator code, as opposed to a recovery code. */
export function isTotpCode(typed: string): boolean {
  return /^\d{6}$/.test(typed.replace(/\s/g, ''));
}
