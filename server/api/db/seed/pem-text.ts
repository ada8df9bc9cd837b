/** PEM-shaped text around random bytes: looks like a certificate or CSR, parses as nothing. */
import type { SeededRandom } from './seeded-random.ts';

export function pemText(random: SeededRandom, label: string, byteLength: number): string {
  const body = random.bytes(byteLength).toString('base64').match(/.{1,64}/g) ?? [];
  return [`-----BEGIN ${label}-----`, ...body, `-----END ${label}-----`, ''].join('\n');
}
