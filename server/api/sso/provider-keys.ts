/** The provider's ID-token signing key (RSA, RS256) and cookie-signing keys, created on first use. */
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { loadOrCreateSecret } from './server-secrets.ts';

export interface ProviderKeys {
  jwks: { keys: Record<string, unknown>[] };
  cookieKeys: string[];
}

export function providerKeys(db: DatabaseSync): ProviderKeys {
  const jwks = loadOrCreateSecret(db, 'oidc_jwks', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return JSON.stringify({ keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' }] });
  });
  const cookieKeys = loadOrCreateSecret(db, 'oidc_cookie_keys', () => JSON.stringify([randomBytes(32).toString('base64url')]));
  return { jwks: JSON.parse(jwks) as ProviderKeys['jwks'], cookieKeys: JSON.parse(cookieKeys) as string[] };
}
