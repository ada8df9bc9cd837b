/**
 * Records in BIND's canonical listing (`named-compilezone -s full`: `owner ttl TYPE rdata`), for
 * comparing what our import reads with what BIND reads (tests/unit/zone-corpus.test.ts). The
 * comparison is by meaning, not by spelling: names in any case, character-strings by their bytes,
 * base64 and hex tails without their blanks, SVCB parameters in key order, IPv6 addresses by value; what BIND spells its
 * own way (a type's mnemonic for a number …) is a by-design difference the test lists.
 */
import ipaddr from 'ipaddr.js';
import { ipv6Text } from '~/lib/dns/ipv6-text.ts';
import { absoluteName } from '~/lib/dns/names.ts';
import { tokenize } from '~/lib/dns/presentation.ts';
import type { ZoneRecord } from '~/lib/dns/zone-record.ts';

/** Fields before a base64 or hex tail that BIND splits every 56 characters. */
const fieldsBeforeTail: Readonly<Record<string, number>> = {
  DS: 3, CDS: 3, SSHFP: 2, TLSA: 3, SMIMEA: 3, ZONEMD: 3, DNSKEY: 3, CDNSKEY: 3, KEY: 3, CERT: 3, OPENPGPKEY: 0, DHCID: 0,
  IPSECKEY: 4, SIG: 8, RRSIG: 8, NSEC3PARAM: 3,
};

const hexOf = (bytes: Uint8Array): string => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

const svcKeyNumbers: Readonly<Record<string, number>> = { mandatory: 0, alpn: 1, 'no-default-alpn': 2, port: 3, ipv4hint: 4, ech: 5, ipv6hint: 6, dohpath: 7, ohttp: 8 };
/** BIND 9.18 names keys 7 and 8 by number (`key7`), newer readers by name (`dohpath`). */
const svcKeyNumber = (key: string): number => svcKeyNumbers[key] ?? Number(key.replace(/^key/, ''));

/**
 * `key=value` of SVCB as `keyN=` and the value's bytes, so that `alpn=h2` is `alpn="h2"`; a
 * mandatory list by key number (the wire format sorts it).
 */
function svcParam(raw: string): string {
  const equals = raw.indexOf('=');
  if (equals === -1) return `key${svcKeyNumber(raw.toLowerCase())}`;
  const key = svcKeyNumber(raw.slice(0, equals).toLowerCase());
  const value = raw.slice(equals + 1);
  const result = tokenize(value.startsWith('"') ? value : `"${value}"`);
  const text = 'tokens' in result && result.tokens.length === 1 ? new TextDecoder().decode(result.tokens[0].bytes) : value;
  if (key === 0) return `key0=${text.split(',').map((name) => svcKeyNumber(name.toLowerCase())).sort((a, b) => a - b).join(',')}`;
  if (key === 6) return `key6=${text.split(',').map((address) => address.toLowerCase()).join(',')}`;
  return `key${key}=${'tokens' in result && result.tokens.length === 1 ? hexOf(result.tokens[0].bytes) : value}`;
}

/** One rdata in a spelling both sides share. */
export function comparableRdata(type: string, rdata: string): string {
  const result = tokenize(rdata);
  if ('unclosedQuote' in result) return rdata;
  const tokens = result.tokens.map((token) => (token.quoted ? `"${hexOf(token.bytes)}"` : token.raw.toLowerCase()));
  if (tokens[0] === '\\#') return ['\\#', tokens[1], tokens.slice(2).join('')].join(' ');
  const before = fieldsBeforeTail[type];
  if (before !== undefined && tokens.length > before) return [...tokens.slice(0, before), tokens.slice(before).join('')].join(' ');
  // An address by its value: `2001:db8::0400` is BIND's `2001:db8::400` (RFC 5952 spelling).
  if (type === 'AAAA' && tokens.length === 1 && ipaddr.IPv6.isValid(tokens[0])) return ipv6Text(tokens[0]);
  if (type === 'SVCB' || type === 'HTTPS') {
    const params = result.tokens.slice(2).map((token) => svcParam(token.raw)).sort((a, b) => Number(a.slice(3).split('=')[0]) - Number(b.slice(3).split('=')[0]));
    return [...tokens.slice(0, 2), ...params].join(' ');
  }
  return tokens.join(' ');
}

/** `owner ttl TYPE rdata` as compared: owner in lower case. */
export function comparableLine(line: string): string {
  const [owner, ttl, type, ...rest] = line.split(' ');
  return `${owner.toLowerCase()} ${ttl} ${type} ${comparableRdata(type, rest.join(' '))}`;
}

/** Our record as BIND lists it. */
export function bindLine(record: ZoneRecord, zone: { name: string }): string {
  const owner = absoluteName(record.name, zone) ?? record.name;
  const priority = record.priority === null || record.priority === undefined ? '' : `${record.priority} `;
  return `${owner} ${record.ttl} ${record.type} ${priority}${record.content}`;
}
