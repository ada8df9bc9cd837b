/**
 * Owner names and host names: relative or absolute in, relative out; label rules; IDN
 * (A-labels stored, Unicode shown beside them).
 */
import ipaddr from 'ipaddr.js';
import punycode from 'punycode/punycode.js';
import { type FieldName, problem } from './dns-messages.ts';
import { isAscii } from './display-name.ts';
import type { RecordProblem } from './zone-record.ts';

export { displayName, unicodeName } from './display-name.ts';

const maxNameLength = 253;
const ownerLabel = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i;
/**
 * Owners may also hold `/` (RFC 2317 classless reverse delegation, `0/26.2.0.192.in-addr.arpa`)
 * and `+` (NAPTR services, `_sip+d2t._tcp`), which every name server loads; still no hyphen at either end.
 */
const ownerOnlyLabel = /^[a-z0-9_+/](?:[a-z0-9_+/-]{0,61}[a-z0-9_+/])?$/i;
const hostLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const lenientHostLabel = ownerLabel;

/** The zone's name in lower case without its trailing dot; the root zone's is empty. */
export function zoneApex(zone: { name: string }): string {
  return zone.name.trim().toLowerCase().replace(/\.$/, '');
}

/**
 * A name as the zone shows it: `@` for the apex, `www` for `www.example.com.`; null when it
 * is outside the zone. A name without the final dot that ends with the zone's name is read as
 * absolute too, since `www.example.com` typed into the example.com zone almost never means
 * `www.example.com.example.com`.
 */
export function relativeName(name: string, zone: { name: string }): string | null {
  const apex = zoneApex(zone);
  const written = name.trim().toLowerCase();
  if (written === '' || written === '@' || written === `${apex}.` || written === apex) return '@';
  const absolute = written.endsWith('.');
  const bare = written.replace(/\.$/, '');
  if (apex === '') return bare;
  if (bare.endsWith(`.${apex}`)) return bare.slice(0, -apex.length - 1);
  return absolute ? null : bare;
}

/** The fully qualified name with its final dot (`www.example.com.`), or null outside the zone. */
export function absoluteName(name: string, zone: { name: string }): string | null {
  const relative = relativeName(name, zone);
  if (relative === null) return null;
  const apex = zoneApex(zone);
  if (relative === '@') return `${apex}.`;
  return apex === '' ? `${relative}.` : `${relative}.${apex}.`;
}

/** The A-label form of a name typed in Unicode (`bücher` → `xn--bcher-kva`), lower case. */
export function asciiName(name: string): string {
  // Lower case first: an upper-case Unicode label has another A-label (`BÜCHER` is not `xn--bcher-kva`).
  return punycode.toASCII(name.trim().toLowerCase());
}

function nonAscii(field: FieldName, name: string): RecordProblem[] {
  if (isAscii(name)) return [];
  let ascii: string;
  try {
    ascii = asciiName(name);
  } catch {
    return [problem(field, 'hostname')];
  }
  return [problem(field, 'unicodeName', { ascii })];
}

/** An owner name of the zone: inside it, `*` only as the whole first label, underscores allowed (`_dmarc`, `_sip._tcp`). */
export function checkOwnerName(name: string, zone: { name: string }): RecordProblem[] {
  if (name.trim() === '') return [problem('name', 'required')];
  const unicode = nonAscii('name', name);
  if (unicode.length > 0) return unicode;
  const relative = relativeName(name, zone);
  if (relative === null) return [problem('name', 'nameOutside', { name: name.trim(), zone: zoneApex(zone) })];
  if (relative === '@') return [];
  const absolute = `${relative}.${zoneApex(zone)}`;
  if (absolute.length > maxNameLength) return [problem('name', 'nameTooLong')];
  const labels = relative.split('.');
  for (const [index, label] of labels.entries()) {
    if (label === '*' && index === 0) continue;
    if (label.includes('*')) return [problem('name', 'wildcard')];
    if (!ownerLabel.test(label) && !ownerOnlyLabel.test(label)) return [problem('name', 'label', { label })];
  }
  return [];
}

export interface HostNameRules {
  /** `.` alone is allowed (null MX, SRV "no service", SVCB "the owner itself"). */
  readonly root?: boolean;
  /** Underscore labels are allowed (CNAME to `s1._domainkey.provider.net`); never in a host name proper. */
  readonly underscore?: boolean;
  /** An SOA mailbox: its first label (the local part) may hold escaped dots, `john\.doe.example.com.`. */
  readonly mailbox?: boolean;
}

/** A domain name in record content, absolute whether or not it ends with a dot. */
export function checkHostName(value: string, field: FieldName, rules: HostNameRules = {}): RecordProblem[] {
  if (value === '') return [problem(field, 'required')];
  if (value === '.') return rules.root ? [] : [problem(field, 'hostname')];
  const unicode = nonAscii(field, value);
  if (unicode.length > 0) return unicode;
  const bare = (rules.mailbox ? value.replace(/^((?:[^.\\]|\\.)+)/, (local) => local.replace(/\\\./g, '-')) : value).replace(/\.$/, '');
  // ipaddr throws and catches inside for a name that is no address: ask it only about what may be one.
  const mayBeAddress = /^[0-9.]+$/.test(bare) || bare.includes(':');
  if (mayBeAddress && (ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare))) return [problem(field, 'hostnameIsAddress')];
  if (bare.length > maxNameLength) return [problem(field, 'nameTooLong')];
  for (const label of bare.split('.')) {
    if (label === '') return [problem(field, 'hostname')];
    if (hostLabel.test(label)) continue;
    if (lenientHostLabel.test(label)) {
      if (rules.underscore) continue;
      return [problem(field, 'hostnameUnderscore')];
    }
    return [problem(field, 'label', { label })];
  }
  return [];
}
