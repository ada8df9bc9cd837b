/**
 * Password hashes with scrypt: "scrypt$N$r$p$salt$hash" (salt and hash base64url). Each
 * hash carries its parameters, so they can be raised later without breaking old hashes.
 */
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const keyLength = 32;
const defaultCost = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function format(salt: Buffer, key: Buffer): string {
  return ['scrypt', defaultCost.N, defaultCost.r, defaultCost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, defaultCost));
}

/** For seeding many users at once without awaiting. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, keyLength, { ...defaultCost, maxmem: 64 * 1024 * 1024 });
  return format(salt, key);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: string | undefined;

/** A hash to verify against when the username is unknown, so both paths take as long. */
export function decoyPasswordHash(): string {
  decoy ??= hashPasswordSync(randomBytes(12).toString('base64url'));
  return decoy;
}
