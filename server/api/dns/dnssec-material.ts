/**
 * DNSSEC key material the reference API makes for a zone (DESIGN.md section 12, DNSSEC): a real
 * ECDSA P-256 public key (algorithm 13), its key tag (RFC 4034 appendix B) and the SHA-256 DS
 * digest of the DNSKEY under the zone's name (RFC 4034 section 5.1.4). The private half is not
 * kept: the reference API does not answer DNS queries, so nothing is signed with it.
 */
import { createHash, generateKeyPairSync } from 'node:crypto';

export type KeyRole = 'KSK' | 'ZSK';

export interface KeyMaterial {
  key_type: KeyRole;
  flags: 256 | 257;
  protocol: 3;
  algorithm: 13;
  public_key: string;
  key_tag: number;
}

export interface DsMaterial {
  key_tag: number;
  algorithm: number;
  digest_type: 2;
  digest: string;
}

/** What a DNSKEY record carries. */
export interface DnskeyFields {
  flags: number;
  protocol: number;
  algorithm: number;
  public_key: string;
}

/** The DNSKEY RDATA on the wire: flags, protocol, algorithm, public key. */
function dnskeyRdata(key: DnskeyFields): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16BE(key.flags, 0);
  header.writeUInt8(key.protocol, 2);
  header.writeUInt8(key.algorithm, 3);
  return Buffer.concat([header, Buffer.from(key.public_key, 'base64')]);
}

export function keyTagOf(key: DnskeyFields): number {
  const rdata = dnskeyRdata(key);
  let sum = 0;
  for (let index = 0; index < rdata.length; index += 1) sum += index & 1 ? rdata[index]! : rdata[index]! << 8;
  sum += (sum >> 16) & 0xffff;
  return sum & 0xffff;
}

/** The owner name in canonical wire form: lower-case labels, each after its length, then the root. */
function wireName(zoneName: string): Buffer {
  const labels = zoneName.toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])), Buffer.from([0])]);
}

export function newKey(keyType: KeyRole): KeyMaterial {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from(String(jwk.x), 'base64url'), Buffer.from(String(jwk.y), 'base64url')]);
  const key = { key_type: keyType, flags: keyType === 'KSK' ? 257 : 256, protocol: 3, algorithm: 13, public_key: point.toString('base64') } as const;
  return { ...key, key_tag: keyTagOf(key) };
}

export function dsOf(zoneName: string, key: DnskeyFields): DsMaterial {
  const digest = createHash('sha256').update(wireName(zoneName)).update(dnskeyRdata(key)).digest('hex').toUpperCase();
  return { key_tag: keyTagOf(key), algorithm: key.algorithm, digest_type: 2, digest };
}
