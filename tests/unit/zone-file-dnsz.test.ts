/**
 * Our parser against another: dnsz (a generic zone-file parser, devDependency) reads the valid
 * corpus to the same records, compared where both can be compared.
 *
 * The systematic differences, each handled here rather than ignored:
 * - dnsz gives names absolute, in lower case, without the final dot; ours are relative to the
 *   zone (`@` for the apex): ours are made absolute to compare.
 * - dnsz keeps the content raw, as written: names in data relative or absolute, SOA timers with
 *   units (`1h30m`), TXT as the quoted strings written (`"v=DKIM1; " "p=…"`), hexadecimal data
 *   split by blanks. Ours is canonical: names absolute, timers in seconds, TXT joined and split
 *   again at 255 bytes, hex joined. dnsz's content is brought to the same form here (relative
 *   names resolved against the origin in force, units converted, TXT strings decoded and joined,
 *   hex joined), by code of this test, not of the library.
 * - dnsz puts MX and SRV priorities inside the content; ours are in `priority`.
 * - dnsz keeps no comment of an entry over several lines; ours is the comment closing its last line.
 * - dnsz has no "last TTL" rule (RFC 1035 section 5.1: a record without TTL takes the TTL before
 *   it): without $TTL it gives its default. For the file without $TTL, dnsz is given the SOA
 *   minimum as that default, and ours are compared with it where the record wrote no TTL.
 *
 * Lines dnsz cannot read are left out of both sides (the test says which and why): owners in
 * Unicode (dnsz's line pattern is ASCII), owners that are numbers (dnsz takes them for a TTL, so
 * the reverse zone keeps only its SOA and NS), the class written before the TTL (`@ IN 3600 MX`,
 * which dnsz reads as a type `IN`), an omitted owner without class or TTL (`   A 192.0.2.1`, which
 * dnsz drops), and the lines that repeat the owner of a line left out.
 */
import { parseZone, type DnszDnsRecord } from 'dnsz';
import { describe, expect, it } from 'vitest';
import { checkZoneFile } from '~/lib/dns/zone-file/check-zone-file.ts';
import type { ParsedRecord } from '~/lib/dns/zone-file/parse-zone-file.ts';
import { corpus, type CorpusFile } from './support/zone-file-corpus.ts';

/** The comment of a line, outside quotes, cut off. */
function withoutComment(line: string): string {
  let inQuote = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (char === '\\') index++;
    else if (char === '"') inQuote = !inQuote;
    else if (char === ';' && !inQuote) return line.slice(0, index);
  }
  return line;
}

interface Comparable {
  /** The file without the lines dnsz cannot read. */
  readonly text: string;
  readonly left: readonly string[];
}

/** The file without the lines dnsz misreads, and which lines those were. */
function comparable(file: CorpusFile): Comparable {
  const lines = file.text.split('\n');
  const kept: string[] = [];
  const left: string[] = [];
  let depth = 0;
  let ownerLeft = false;
  for (const line of lines) {
    const code = withoutComment(line.replace(/\r$/, ''));
    const continued = depth > 0;
    depth += (code.match(/\(/g) ?? []).length - (code.match(/\)/g) ?? []).length;
    const tokens = code.trim().split(/\s+/);
    let cannot = false;
    if (!continued && code.trim() !== '' && !code.startsWith('$')) {
      if (/^\s/.test(code)) cannot = ownerLeft || !/^(IN|\d)/i.test(tokens[0]);
      else {
        const [owner, second, third] = tokens;
        cannot = /[^ -~]/.test(owner) || /^\d/.test(owner) || (/^IN$/i.test(second) && /^\d/.test(third));
        ownerLeft = cannot;
      }
    }
    if (cannot) left.push(line.trim());
    else kept.push(line);
  }
  return { text: kept.join('\n'), left };
}

/** The origin in force at each line of a file (1-based): the zone's, then each $ORIGIN's. */
function originsByLine(text: string, zone: string): string[] {
  let origin = zone;
  return ['', ...text.split('\n').map((line) => {
    const directive = /^\$ORIGIN\s+(\S+)/i.exec(line);
    if (directive) origin = directive[1].endsWith('.') ? directive[1].slice(0, -1).toLowerCase() : `${directive[1].toLowerCase()}.${origin}`;
    return origin;
  })];
}

/** The bytes of quoted TXT strings, joined, as text: `\"`, `\\` and `\DDD` read. */
function txtText(content: string): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (const [, inner] of content.matchAll(/"((?:[^"\\]|\\.)*)"/g)) {
    for (let index = 0; index < inner.length; index++) {
      const decimal = /^\\(\d{3})/.exec(inner.slice(index));
      if (decimal) {
        bytes.push(Number(decimal[1]));
        index += 3;
      } else {
        if (inner[index] === '\\') index++;
        const codePoint = inner.codePointAt(index) ?? 0;
        if (codePoint > 0xffff) index++;
        bytes.push(...encoder.encode(String.fromCodePoint(codePoint)));
      }
    }
  }
  return new TextDecoder().decode(Uint8Array.from(bytes));
}

const unitSeconds: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };
const seconds = (value: string): string =>
  /^\d+$/.test(value) ? value : String([...value.matchAll(/(\d+)([smhdw])/gi)].reduce((sum, [, amount, unit]) => sum + Number(amount) * unitSeconds[unit.toLowerCase()], 0));

/** Which tokens of dnsz's content (priority included) are names, per type. */
const nameTokens: Record<string, number[]> = { CNAME: [0], NS: [0], PTR: [0], ALIAS: [0], MX: [1], SRV: [3], SOA: [0, 1], HTTPS: [1], SVCB: [1], NAPTR: [5] };
/** Where the hex data starts, for types that split it by blanks. */
const hexFrom: Record<string, number> = { TLSA: 3, DS: 3, SSHFP: 2 };

interface Seen {
  name: string;
  type: string;
  ttl: number;
  data: string;
  comment: string | null;
}

/** dnsz's record, its content brought to our canonical form (see the top of the file). */
function fromDnsz(record: DnszDnsRecord, origin: string): Seen {
  const { type } = record;
  let tokens = record.content.trim().split(/\s+/);
  let data: string;
  if (type === 'TXT') data = txtText(record.content);
  else {
    tokens = tokens.map((token, index) => {
      if (!(nameTokens[type] ?? []).includes(index) || token === '.' || token.endsWith('.')) return token;
      return token === '@' ? `${origin}.` : `${token}.${origin}.`;
    });
    if (type === 'SOA') tokens = [...tokens.slice(0, 3), ...tokens.slice(3).map(seconds)];
    if (type in hexFrom) tokens = [...tokens.slice(0, hexFrom[type]), tokens.slice(hexFrom[type]).join('')];
    data = tokens.join(' ');
  }
  return { name: record.name, type, ttl: record.ttl, data, comment: record.comment };
}

/** Our record in dnsz's terms: the name absolute, the priority in the content. */
function fromOurs(parsed: ParsedRecord, apex: string, ttl: number): Seen {
  const { record } = parsed;
  const data = record.type === 'TXT' ? txtText(record.content) : [record.priority, record.content].filter((part) => part !== null && part !== undefined).join(' ');
  const name = record.name === '@' ? apex : `${record.name}.${apex}`;
  return { name, type: record.type, ttl, data, comment: record.comment ?? null };
}

describe.each(corpus.map((file) => [file.title, file] as const))('dnsz and ours on %s', (_title, file) => {
  const apex = file.zone.name;
  const { text, left } = comparable(file);
  const hasTtl = /^\$TTL/m.test(text);
  const ours = checkZoneFile(text, file.zone);
  const soaMinimum = Number(ours.records.find((parsed) => parsed.record.type === 'SOA')?.record.content.split(' ')[6]);
  // A file with relative owners and no $ORIGIN (written by hand, for the zone it is imported into) needs dnsz told its
  // origin. Cloudflare's export has none and needs none: its names are absolute, and its SOA's owner written without
  // the final dot (`example.org`) is the apex for dnsz (without origin, a name stays as written) and for us (the zone's
  // own name is its apex); told the origin, dnsz would read it as example.org.example.org.
  const needsOrigin = !/^\$ORIGIN/m.test(text) && /^@/m.test(text);
  const theirs = parseZone(text, { ...(needsOrigin ? { replaceOrigin: apex } : {}), defaultTTL: soaMinimum }).records;
  const origins = originsByLine(text, apex);
  const lines = text.split('\n');

  it('leaves out only the lines dnsz cannot read', () => {
    const expected: Record<string, string[]> = {
      'a BIND-style file': ['@\tIN\t3600\tMX\t20 mail2', 'bücher\tIN\tA\t192.0.2.7', 'Köln\tIN\tA\t192.0.2.9'],
      'a Cloudflare export': [],
      'a hand-written file without $TTL, with CRLF line endings': ['NS ns2.example.org.', 'blog IN 1200 CNAME ghs.example.org.', 'A 198.51.100.81', 'A 198.51.100.82'],
      'a DKIM-heavy mail zone': [],
      'a reverse zone': ['1   IN PTR ns1.example.com.', '2   IN PTR ns2.example.com.', '10  IN PTR mail.example.com.', '25  IN PTR mail.example.com.', '50  IN PTR sip.example.com.', '80  IN PTR www.example.com.', 'IN PTR example.com.', '99  PTR dev.example.com.', '100 3600 PTR vpn.corp.example.com.', '200 IN 3600 PTR lab-gw.example.com.', '201 PTR ns1.lab.example.com.'],
    };
    expect(left).toEqual(expected[file.title]);
    expect(ours.errors).toEqual([]);
  });

  it('reads the same records, one for one in file order', () => {
    // Never a comparison of nothing: every file keeps its SOA and NS, most keep nearly all.
    expect(ours.records.length).toBeGreaterThanOrEqual(Math.min(3, file.records.length));
    expect(ours.records.length).toBe(file.records.length - left.length);
    const expected = ours.records.map((parsed) => {
      const line = lines[parsed.line - 1];
      // The TTL the record wrote, else the $TTL, else (dnsz knows no other rule) the SOA minimum.
      const explicitTtl = /^\S*\s+(\d|IN\s+\d)/i.test(line);
      return fromOurs(parsed, apex, hasTtl || explicitTtl ? parsed.record.ttl : soaMinimum);
    });
    const seen = theirs.map((record, index) => fromDnsz(record, origins[ours.records[index]?.line ?? 0] ?? apex));
    // Comments of entries over several lines are ours alone.
    const multiLine = new Set(ours.records.flatMap((parsed, index) => (parsed.at.data.some((position) => position.line !== parsed.line) ? [index] : [])));
    expect(seen.map((record, index) => (multiLine.has(index) ? { ...record, comment: null } : record))).toEqual(
      expected.map((record, index) => (multiLine.has(index) ? { ...record, comment: null } : record)),
    );
  });
});
