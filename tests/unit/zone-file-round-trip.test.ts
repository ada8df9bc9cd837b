/**
 * Records → zone file → records (src/lib/dns/zone-file/print-zone-file.ts, then
 * check-zone-file.ts): the printer's format, disabled records as `; disabled:` comment lines,
 * and the same records back, for the corpus and for generated zones (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalContent } from '~/lib/dns/canonical-content.ts';
import { checkRecord } from '~/lib/dns/check-record.ts';
import { checkZoneFile } from '~/lib/dns/zone-file/check-zone-file.ts';
import { importChanges, importModes } from '~/lib/dns/zone-file/import-changes.ts';
import { fileContent, printZoneFile } from '~/lib/dns/zone-file/print-zone-file.ts';
import type { ZoneRecord } from '~/lib/dns/zone-record.ts';
import { commentsKept, placed } from './support/comments-kept.ts';
import { corpus } from './support/zone-file-corpus.ts';

const zone = { name: 'example.com' };
const soa: ZoneRecord = { name: '@', type: 'SOA', ttl: 3600, content: 'ns1.example.net. hostmaster.example.net. 2025010101 7200 900 1209600 300', priority: null };
const ns: ZoneRecord = { name: '@', type: 'NS', ttl: 86400, content: 'ns1.example.net.', priority: null };

/** What a record says, for comparing: content in canonical form, comment as one trimmed line or none. */
function comparable(record: ZoneRecord): string {
  const comment = (record.comment ?? '').replace(/[\r\n]+/g, ' ').trim();
  return JSON.stringify([
    record.name.toLowerCase(),
    record.type,
    record.ttl,
    record.priority ?? null,
    canonicalContent(record.type, record.content),
    record.disabled ?? false,
    comment === '' ? null : comment,
  ]);
}
const multiset = (records: readonly ZoneRecord[]): string[] => records.map(comparable).sort();

function roundTrip(records: readonly ZoneRecord[], options?: Parameters<typeof printZoneFile>[2]) {
  const text = printZoneFile(zone, records, options);
  return { text, ...checkZoneFile(text, zone) };
}

describe('printZoneFile', () => {
  it('writes $ORIGIN and $TTL, the SOA first over lines with its fields named, then the apex, then names in order', () => {
    const records: ZoneRecord[] = [
      { name: 'www', type: 'A', ttl: 300, content: '192.0.2.1', comment: 'front' },
      { name: '@', type: 'MX', ttl: 3600, content: 'mail.example.com', priority: 10 },
      ns,
      { name: 'api', type: 'CNAME', ttl: 300, content: 'lb.example.net' },
      soa,
    ];
    expect(printZoneFile(zone, records, { header: ['Zone example.com', 'exported\nfrom the portal'], defaultTtl: 3600 })).toBe(
      [
        '; Zone example.com',
        '; exported from the portal',
        '$ORIGIN example.com.',
        '$TTL 3600',
        '',
        '@   3600  IN SOA   ns1.example.net. hostmaster.example.net. (',
        '        2025010101 ; serial',
        '        7200       ; refresh',
        '        900        ; retry',
        '        1209600    ; expire',
        '        300        ; minimum',
        '        )',
        '@   3600  IN MX    10 mail.example.com.',
        '@   86400 IN NS    ns1.example.net.',
        'api 300   IN CNAME lb.example.net.',
        'www 300   IN A     192.0.2.1 ; front',
        '',
      ].join('\n'),
    );
  });

  it('writes a disabled record as one `; disabled:` comment line, and TXT of several strings a string a line', () => {
    const long = 'p='.padEnd(300, 'A');
    const text = printZoneFile(zone, [
      soa,
      ns,
      { name: 'old', type: 'TXT', ttl: 300, content: `"${long.slice(0, 255)}" "${long.slice(255)}"`, disabled: true, comment: 'retired' },
      { name: 'key', type: 'TXT', ttl: 300, content: `"${long.slice(0, 255)}" "${long.slice(255)}"` },
    ]);
    expect(text.split('\n').slice(-6)).toEqual([
      'key 300   IN TXT   (',
      `        "${long.slice(0, 255)}"`,
      `        "${long.slice(255)}"`,
      '        )',
      `; disabled: old 300   IN TXT   "${long.slice(0, 255)}" "${long.slice(255)}" ; retired`,
      '',
    ]);
  });

  it('ends names in data with a dot, and writes TXT that would not read back quoted', () => {
    expect(fileContent('MX', 'mail.example.net')).toBe('mail.example.net.');
    expect(fileContent('SRV', '5 5060 sip.example.net')).toBe('5 5060 sip.example.net.');
    expect(fileContent('SOA', 'ns1.example.net hostmaster.example.net 1 2 3 4 5')).toBe('ns1.example.net. hostmaster.example.net. 1 2 3 4 5');
    expect(fileContent('HTTPS', '1 . alpn=h2')).toBe('1 . alpn=h2');
    expect(fileContent('CAA', '0 issue letsencrypt.org')).toBe('0 issue "letsencrypt.org"');
    expect(fileContent('TXT', '"v=spf1 " "-all"')).toBe('"v=spf1 " "-all"');
    // One unquoted piece is valid content, but its ; would start a comment and its ( an entry over lines.
    expect(fileContent('TXT', 'v=DMARC1;p=none')).toBe('"v=DMARC1;p=none"');
    expect(fileContent('TXT', 'f(x)')).toBe('"f(x)"');
  });
});

describe('disabled records', () => {
  it('come back disabled, with their comment, however their content reads', () => {
    const records: ZoneRecord[] = [
      soa,
      ns,
      { name: 'www', type: 'A', ttl: 300, content: '192.0.2.1', disabled: true, comment: 'old; see (ticket 12' },
      { name: 'mail', type: 'MX', ttl: 300, content: 'mx.example.net.', priority: 5, disabled: true },
      { name: 'txt', type: 'TXT', ttl: 300, content: '"a \\"b\\" ; (c" "\\\\d"', disabled: true },
      { name: '_dmarc', type: 'TXT', ttl: 300, content: 'v=DMARC1;p=none', disabled: true },
      { name: 'www', type: 'CNAME', ttl: 300, content: 'web.example.net.', disabled: false },
    ];
    const back = roundTrip(records);
    expect(back.text).toContain('; disabled: www    300   IN A     192.0.2.1 ; old; see (ticket 12\n');
    expect(back.errors).toEqual([]);
    expect(back.notices).toEqual([]);
    expect(multiset(back.records.map((parsed) => parsed.record))).toEqual(multiset(records));
  });

  it('an ordinary comment starting with `; disabled:` that is no record makes no error and no record', () => {
    const text = `${printZoneFile(zone, [soa, ns])}; disabled: because it broke (see ticket\n; disabled: until further notice\n`;
    const checked = checkZoneFile(text, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.notices).toEqual([]);
    expect(checked.records).toHaveLength(2);
  });
});

describe('the corpus printed and read again', () => {
  it.each(corpus.map((file) => [file.title, file] as const))('%s: the same records', (_title, file) => {
    const records = checkZoneFile(file.text, file.zone).records.map((parsed) => parsed.record);
    const text = printZoneFile(file.zone, records, { header: [file.title] });
    const back = checkZoneFile(text, file.zone);
    expect(back.errors).toEqual([]);
    expect(placed(back.notices)).toEqual(commentsKept(back.records));
    expect(multiset(back.records.map((parsed) => parsed.record))).toEqual(multiset(records));
    // Printing is canonical: the file's records print to the same file again.
    expect(printZoneFile(file.zone, back.records.map((parsed) => parsed.record), { header: [file.title] })).toBe(text);
  });
});

describe('generated zones', () => {
  const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?$/);
  // Owners that look like a TTL, a class or a type must still read as owners.
  const trickyOwner = fc.constantFrom('in', 'a', 'txt', 'mx', '3600', '1h', '10', 'xn--bcher-kva', '*', '*.dev', '_acme-challenge', '_sip._tcp', '_25._tcp.mail');
  const owner = fc.oneof(fc.constant('@'), label, fc.tuple(label, label).map(([a, b]) => `${a}.${b}`), trickyOwner);
  const host = fc.oneof(
    fc.tuple(label, fc.constantFrom('example.net', 'example.com', 'mail.example.org')).map(([a, b]) => `${a}.${b}`),
    fc.constantFrom('mail.example.com.', 'MX1.Example.NET.', 'xn--bcher-kva.example.', 'mail.example.com'),
  );
  const ttl = fc.integer({ min: 60, max: 604_800 });
  const comment = fc.option(
    fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.constantFrom('cf_tags=cf-proxied:true', 'old; see (ticket', '  padded  ', 'a\nb', '"quoted"')),
    { nil: null, freq: 2 },
  );
  const hex = (length: number) => fc.array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: length, maxLength: length }).map((digits) => digits.join(''));

  /** TXT text: quotes, backslashes, semicolons, parentheses, non-ASCII, control characters; up to 700 bytes. */
  const text = fc
    .array(
      fc.oneof(
        { arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), weight: 4 },
        { arbitrary: fc.constantFrom('"', '\\', ';', '(', ')', ' ', '\t', 'é', '日本語', '😀', 'ü'.repeat(130), '\\065', 'x'.repeat(260)), weight: 3 },
        { arbitrary: fc.string({ unit: 'binary', maxLength: 10 }), weight: 1 },
      ),
      { maxLength: 12 },
    )
    .map((parts) => parts.join(''))
    .filter((joined) => !/[“”„‘’‚]/.test(joined) && !/^v=(spf1|dkim1|dmarc1)/i.test(joined));
  /** TXT content as a zone may hold it: canonical, split elsewhere, or one unquoted word. */
  const escape = (piece: string) =>
    [...piece]
      .map((char) => {
        const code = char.charCodeAt(0);
        if (char === '"' || char === '\\') return `\\${char}`;
        return code < 0x20 || code === 0x7f ? `\\${String(code).padStart(3, '0')}` : char;
      })
      .join('');
  const txtContent = fc.oneof(
    text.map((value) => [...value].reduce<string[]>((pieces, char) => {
      // Pieces of at most 60 characters (at most 255 bytes, even of 4-byte characters), split anywhere between characters.
      if (pieces.length === 0 || [...pieces[pieces.length - 1]].length >= 60) pieces.push('');
      pieces[pieces.length - 1] += char;
      return pieces;
    }, []).map((piece) => `"${escape(piece)}"`).join(' ') || '""'),
    fc.stringMatching(/^[A-Za-z0-9=;:,.()+/-]{1,40}$/).filter((word) => !/^v=(spf1|dkim1|dmarc1)/i.test(word)),
  );

  const data = fc.oneof(
    fc.record({ type: fc.constant('A'), content: fc.ipV4(), priority: fc.constant(null) }),
    fc.record({ type: fc.constant('AAAA'), content: fc.ipV6(), priority: fc.constant(null) }),
    fc.record({ type: fc.constant('MX'), content: fc.oneof(host, fc.constant('.')), priority: fc.integer({ min: 0, max: 65535 }) }),
    fc.record({ type: fc.constant('TXT'), content: txtContent, priority: fc.constant(null) }),
    fc.record({
      type: fc.constant('SRV'),
      content: fc.tuple(fc.integer({ min: 0, max: 65535 }), fc.integer({ min: 0, max: 65535 }), fc.oneof(host, fc.constant('.'))).map((fields) => fields.join(' ')),
      priority: fc.integer({ min: 0, max: 65535 }),
    }),
    fc.record({
      type: fc.constant('CAA'),
      content: fc.oneof(
        fc.tuple(fc.constantFrom(0, 128), fc.constantFrom('issue', 'issuewild'), fc.constantFrom('letsencrypt.org', 'pki.goog; cansignhttpexchanges=yes', ';')).map(([flags, tag, value]) => `${flags} ${tag} "${value}"`),
        fc.constantFrom('0 iodef "mailto:security@example.com"', '0 issue letsencrypt.org'),
        fc.string({ unit: 'grapheme', maxLength: 40 }).map((value) => `0 contactemail "${escape(value)}"`),
      ),
      priority: fc.constant(null),
    }),
    fc.record({
      type: fc.constant('TLSA'),
      content: fc.oneof(
        fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 1 }), hex(64)).map(([usage, selector, digits]) => `${usage} ${selector} 1 ${digits}`),
        fc.tuple(fc.integer({ min: 0, max: 3 }), hex(128)).map(([usage, digits]) => `${usage} 1 2 ${digits.slice(0, 50)} ${digits.slice(50)}`),
        fc.integer({ min: 1, max: 60 }).chain((half) => hex(half * 2)).map((digits) => `3 0 0 ${digits}`),
      ),
      priority: fc.constant(null),
    }),
    fc.record({
      type: fc.constant('HTTPS'),
      content: fc.oneof(
        host.map((target) => `0 ${target}`),
        fc
          .tuple(
            fc.integer({ min: 1, max: 65535 }),
            fc.oneof(fc.constant('.'), host),
            fc.subarray(['alpn="h2,h3"', 'no-default-alpn', 'port=8443', 'ipv4hint=192.0.2.1,192.0.2.2', 'ipv6hint=2001:db8::1', 'ech=AEn+DQBFKwAgACABWIHUGj4u+PIggYXcR5JF0gYk3dCRioBW8uJq9H4mKAAIAAEAAQABAANAEnB1YmxpYy50bHMtZWNoLmRldgAA']),
          )
          .map(([priority, target, params]) => [priority, target, ...params].join(' ')),
      ),
      priority: fc.constant(null),
    }),
  );

  const record = fc
    .record({ name: owner, data, ttl, comment, disabled: fc.boolean() })
    .map(({ data: { type, content, priority }, ...rest }): ZoneRecord => ({ ...rest, type, content, priority }));
  // A CNAME alone at its name (a label longer than any other owner's), never at the apex.
  const cname = fc
    .record({ name: label.map((value) => `${value}.aliases-zone`), content: host, ttl, comment, disabled: fc.boolean() })
    .map((value): ZoneRecord => ({ ...value, type: 'CNAME', priority: null }));

  // The same data twice only as a served record and its disabled twin, which a zone may hold.
  const identity = (each: ZoneRecord) => `${each.name} ${each.type} ${each.priority ?? ''} ${each.disabled} ${canonicalContent(each.type, each.content)}`;
  const zoneRecords = fc
    .tuple(fc.uniqueArray(record, { maxLength: 30, selector: identity }), fc.uniqueArray(cname, { maxLength: 5, selector: (each) => each.name }))
    .map(([others, cnames]) => [soa, ns, ...others, ...cnames]);

  it('are valid records to begin with', () => {
    fc.assert(
      fc.property(zoneRecords, (records) => {
        for (const each of records) expect(checkRecord(each, zone), JSON.stringify(each)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('print to a file that reads back to the same records, without error or notice but that comments stay comments', () => {
    fc.assert(
      fc.property(zoneRecords, fc.boolean(), (records, withTtl) => {
        const back = roundTrip(records, withTtl ? { defaultTtl: 3600, header: ['generated'] } : {});
        expect(back.errors).toEqual([]);
        // An NS, MX or SRV target in the zone without an address is told (M8 of the DNS review): only such a target.
        // A disabled address is a comment to name servers: it addresses nothing.
        const addressed = new Set(records.filter((each) => (each.type === 'A' || each.type === 'AAAA') && !each.disabled).map((each) => (each.name === '@' ? 'example.com.' : `${each.name}.example.com.`)));
        const unaddressed = back.notices.filter((notice) => notice.key === 'zoneFile.noAddress');
        for (const notice of unaddressed) {
          expect(notice.values.name).toMatch(/(^|\.)example\.com\.$/);
          expect(addressed.has(notice.values.name)).toBe(false);
        }
        expect(placed(back.notices.filter((notice) => notice.key !== 'zoneFile.noAddress'))).toEqual(commentsKept(back.records));
        expect(multiset(back.records.map((parsed) => parsed.record))).toEqual(multiset(records));
      }),
      { numRuns: 150 },
    );
  });

  it('print to a file that, imported over the same zone, changes nothing in either mode', () => {
    fc.assert(
      fc.property(zoneRecords, (records) => {
        const live = records.map((each, index) => ({ ...each, id: index + 1 }));
        const back = roundTrip(live).records.map((parsed) => parsed.record);
        for (const mode of importModes) expect(importChanges(live, back, mode), mode).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});
