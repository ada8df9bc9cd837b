/**
 * Broken zone files (src/lib/dns/zone-file/): every error at its line and column, all the errors
 * of a file and of a record (not only the first), their keys and values, and their messages in
 * English, Spanish and Japanese.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/dns.json';
import es from '~/content/locales/es/dns.json';
import ja from '~/content/locales/ja/dns.json';
import { dnsEnglish, fillIn } from '~/lib/dns/dns-messages.ts';
import { checkZoneFile, type ZoneFileCheck } from '~/lib/dns/zone-file/check-zone-file.ts';
import { parseZoneFile } from '~/lib/dns/zone-file/parse-zone-file.ts';

const zone = { name: 'example.com' };
const head = '$ORIGIN example.com.\n$TTL 1h\n@ SOA ns1.example.net. hostmaster.example.net. 1 7200 900 1209600 300\n@ NS ns1.example.net.\n';
/** Lines of `head`: a body's first line is line 5. */
const headLines = 4;

const where = (checked: Pick<ZoneFileCheck, 'errors'>): [number, number, string][] => checked.errors.map((error) => [error.line, error.column, error.key]);
/** The errors of a body after `head`, with lines counted from the body's first line (1). */
const bodyErrors = (body: string): [number, number, string][] =>
  where(checkZoneFile(head + body, zone)).map(([line, column, key]) => [line - headLines, column, key]);

describe('a file with many errors', () => {
  const text = [
    '; a broken zone', //                                                         1
    '$ORIGIN example.com.', //                                                    2
    '$TTL 1h', //                                                                 3
    '@ SOA ns1.example.net. hostmaster.example.net. 1 7200 900 1209600 300', //  4
    '@ NS ns1.example.net.', //                                                   5
    'q1 TXT "no end', //                                                          6
    'p1 A 192.0.2.1 )', //                                                        7
    '$INCLUDE other.zone', //                                                     8
    '$GENERATE 9--10 host$ A 192.0.2.$', //                                       9
    '$DATE 20250101', //                                                         10
    't1 1x IN A 192.0.2.1', //                                                   11
    't2 IN 3600', //                                                             12
    't3 IN A', //                                                                13
    'x1 BOGUS 1 2 3', //                                                         14
    'ch CH TXT "version"', //                                                    15
    'a1 A 999.1.1.1', //                                                         16
    '@ MX mail.example.com.', //                                                 17
    'www.example.org. A 192.0.2.1', //                                           18
    '@ TXT v=spf1 include:x -all', //                                            19
    'web A 192.0.2.80', //                                                       20
    'web CNAME www.example.net.', //                                             21
    '@ SOA ns2.example.net. hostmaster.example.net. 2 7200 900 1209600 300', // 22
    'low 30 A 192.0.2.1', //                                                     23
    'fine A 192.0.2.9', //                                                       24
  ].join('\n');
  const checked = checkZoneFile(text, zone);

  it('reports every one, in file order, each at its line and column', () => {
    expect(where(checked)).toEqual([
      [6, 8, 'zoneFile.unclosedQuote'],
      [7, 16, 'zoneFile.unopenedParenthesis'],
      [8, 1, 'zoneFile.include'],
      [9, 11, 'zoneFile.generateRange'],
      [10, 1, 'zoneFile.unknownDirective'],
      [11, 4, 'zoneFile.ttlValue'],
      [12, 11, 'zoneFile.missingType'],
      [13, 7, 'zoneFile.missingData'],
      [14, 4, 'problems.typeUnknown'],
      [15, 4, 'zoneFile.classNotIn'],
      [16, 6, 'problems.ipv4'],
      [17, 6, 'problems.required'],
      [21, 1, 'problems.cnameNotAlone'],
      [22, 3, 'problems.soaExtra'],
    ]);
  });

  it('gives a notice, not an error, for what name servers load: a name outside the zone, words without quotes, a TTL below 60', () => {
    expect(checked.notices.map((notice) => [notice.line, notice.column, notice.key, notice.values])).toEqual([
      [18, 1, 'zoneFile.outsideLeftOut', { name: 'www.example.org.', zone: 'example.com' }],
      [19, 7, 'zoneFile.txtWords', { count: '3' }],
      [23, 5, 'zoneFile.ttlClamped', { value: '30', min: '60', max: '604800', clamped: '60' }],
    ]);
  });

  it('gives each its values', () => {
    const values = Object.fromEntries(checked.errors.map((error) => [error.line, error.values]));
    expect(values[10]).toEqual({ directive: '$DATE' });
    expect(values[11]).toEqual({ value: '1x' });
    expect(values[13]).toEqual({ type: 'A' });
    expect(values[14]).toEqual({ type: 'BOGUS', field: 'Type', fieldKey: 'fields.type' });
    expect(values[15]).toEqual({ class: 'CH' });
    expect(values[16]).toEqual({ field: 'Address', fieldKey: 'fields.address' });
    expect(values[17]).toEqual({ field: 'Preference', fieldKey: 'fields.preference' });
    expect(values[21]).toEqual({ name: 'web', types: 'A', field: 'Name', fieldKey: 'fields.name' });
  });

  it('gives each its English message, filled in', () => {
    for (const error of checked.errors.filter((each) => each.key.startsWith('zoneFile.'))) {
      const key = error.key.slice('zoneFile.'.length) as keyof typeof dnsEnglish.zoneFile;
      expect(error.message).toBe(fillIn(dnsEnglish.zoneFile[key], error.values));
      expect(error.message).not.toMatch(/\{\{/);
    }
    expect(checked.errors.find((error) => error.line === 15)?.message).toContain('CH');
  });

  it('still reads the records that have no error, and leaves out those that have', () => {
    expect(checked.records.map((parsed) => [parsed.line, parsed.record.name, parsed.record.type])).toEqual([
      [4, '@', 'SOA'],
      [5, '@', 'NS'],
      [19, '@', 'TXT'],
      [20, 'web', 'A'],
      [21, 'web', 'CNAME'],
      [22, '@', 'SOA'],
      [23, 'low', 'A'],
      [24, 'fine', 'A'],
    ]);
  });
});

describe('the tokenizer', () => {
  it('reports a quotation mark not closed on its line at the quote, and goes on with the next line', () => {
    expect(bodyErrors('www TXT "a" "b\nmail A 192.0.2.1\n')).toEqual([[1, 13, 'zoneFile.unclosedQuote']]);
    expect(checkZoneFile(`${head}www TXT "a" "b\nmail A 192.0.2.1\n`, zone).records.map((parsed) => parsed.record.name)).toEqual(['@', '@', 'mail']);
  });

  it('reports a parenthesis not closed by the end of the file at the (, with the errors before it', () => {
    const body = 'bad 1x A 192.0.2.1\nsoa2 TXT ( "a"\n   "b"\nmail A 192.0.2.1\n';
    expect(bodyErrors(body)).toEqual([
      [1, 5, 'zoneFile.ttlValue'],
      [2, 10, 'zoneFile.unclosedParenthesis'],
    ]);
  });

  it('reports a ) without ( at the ), and each of several', () => {
    expect(bodyErrors('www A 192.0.2.1 )\nmail A ) 192.0.2.2 )\n')).toEqual([
      [1, 17, 'zoneFile.unopenedParenthesis'],
      [2, 8, 'zoneFile.unopenedParenthesis'],
      [2, 20, 'zoneFile.unopenedParenthesis'],
    ]);
  });

  it('does not count ; ( ) inside quotes, nor a quote escaped with a backslash', () => {
    const checked = checkZoneFile(`${head}t TXT "a ; (b) \\" c" ; real comment\n`, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.records[2].record).toMatchObject({ content: '"a ; (b) \\" c"', comment: 'real comment' });
  });
});

describe('directives', () => {
  it('refuse $INCLUDE with its own key, and name an unknown one', () => {
    const checked = checkZoneFile(`${head}$INCLUDE /etc/bind/keys.zone\n$date 20250101\n`, zone);
    expect(checked.errors.map((error) => [error.line - headLines, error.column, error.key, error.values])).toEqual([
      [1, 1, 'zoneFile.include', {}],
      [2, 1, 'zoneFile.unknownDirective', { directive: '$date' }],
    ]);
  });

  it('refuse a $GENERATE that BIND refuses, each at the token at fault', () => {
    expect(bodyErrors(['$GENERATE 1-3/ $ A 1.2.3.$', '$GENERATE 1-3/0 $ A 1.2.3.$', '$GENERATE 5-1 $ A 1.2.3.$', '$GENERATE 0-7 host$ A 1.2.3.${1,0,dgarbage}', '$GENERATE 1-2 host$', '$GENERATE 0-7 tkey$ TKEY "x"', ''].join('\n'))).toEqual([
      [1, 11, 'zoneFile.generateRange'],
      [2, 11, 'zoneFile.generateRange'],
      [3, 11, 'zoneFile.generateRange'],
      [4, 23, 'zoneFile.generateModifier'],
      [5, 1, 'zoneFile.generateShape'],
      [6, 21, 'problems.typeUnknown'],
    ]);
  });

  it('bound what $GENERATE lines make in one file before making any', () => {
    const checked = checkZoneFile(`${head}$GENERATE 1-60000 a$ A 10.0.0.1\n$GENERATE 1-60000 b$ A 10.0.0.2\n`, zone);
    expect(checked.errors.map((error) => [error.line - headLines, error.column, error.key, error.values])).toEqual([
      [2, 11, 'zoneFile.generateTooMany', { count: '60000', max: '40000' }],
    ]);
  });

  it('need exactly one value', () => {
    expect(bodyErrors('$TTL\n$ORIGIN a.example.com. b.example.com.\n')).toEqual([
      [1, 1, 'zoneFile.directiveValue'],
      [2, 1, 'zoneFile.directiveValue'],
    ]);
  });

  it('refuse a $TTL that is not a TTL at its value, and a quoted $ORIGIN', () => {
    const checked = checkZoneFile(`${head}$TTL 1x\n$ORIGIN "example.com."\n`, zone);
    expect(checked.errors.map((error) => [error.line - headLines, error.column, error.key, error.values])).toEqual([
      [1, 6, 'zoneFile.ttlValue', { value: '1x' }],
      [2, 9, 'zoneFile.originValue', { value: '"example.com."' }],
    ]);
  });
});

describe('records', () => {
  it('report a bad TTL (1x) at the TTL', () => {
    expect(bodyErrors('www 1x IN A 192.0.2.1\n')).toEqual([[1, 5, 'zoneFile.ttlValue']]);
  });

  it('report a missing type where it should be, not as a type named like the data', () => {
    expect(bodyErrors('www 3600 IN 192.0.2.1\n')).toEqual([[1, 13, 'zoneFile.missingType']]);
    expect(bodyErrors('www 192.0.2.1\n')).toEqual([[1, 5, 'zoneFile.missingType']]);
    expect(bodyErrors('www IN "text"\n')).toEqual([[1, 8, 'zoneFile.missingType']]);
    expect(bodyErrors('www 3600 IN\n')).toEqual([[1, 12, 'zoneFile.missingType']]);
  });

  it('report missing data at the type, besides a bad TTL or priority', () => {
    expect(bodyErrors('www IN A\n@ MX 10\nbad 1x A\n@ MX 70000\n')).toEqual([
      [1, 8, 'zoneFile.missingData'],
      [2, 3, 'zoneFile.missingData'],
      [3, 5, 'zoneFile.ttlValue'],
      [3, 8, 'zoneFile.missingData'],
      [4, 3, 'zoneFile.missingData'],
      [4, 6, 'problems.integerRange'],
    ]);
  });

  it('report a word that names no record type at the type, and keep a registered type the editor does not edit, with a notice', () => {
    const unknown = checkZoneFile(`${head}geo 3600 IN GEOLOC 52 22 23.000 N\n`, zone);
    expect(unknown.errors.map((error) => [error.line - headLines, error.column, error.key, error.values.type])).toEqual([[1, 13, 'problems.typeUnknown', 'GEOLOC']]);
    const kept = checkZoneFile(`${head}geo 3600 IN EUI48 00-00-5e-00-53-2a\n`, zone);
    expect(kept.errors).toEqual([]);
    expect(kept.records.slice(2).map((parsed) => [parsed.record.name, parsed.record.type, parsed.record.content])).toEqual([['geo', 'EUI48', '00-00-5e-00-53-2a']]);
    expect(kept.notices.map((notice) => [notice.line - headLines, notice.column, notice.key, notice.values])).toEqual([[1, 13, 'zoneFile.keptType', { type: 'EUI48' }]]);
  });

  it('say what TTL 1 is (Cloudflare\'s "automatic") at the TTL, and import it as 300 s', () => {
    const checked = checkZoneFile(`${head}proxied 1 IN A 192.0.2.1\n`, zone);
    expect(where(checked)).toEqual([]);
    expect(checked.notices.map((notice) => [notice.line, notice.column, notice.key])).toEqual([[headLines + 1, 9, 'zoneFile.ttlAutomatic']]);
    expect(checked.notices[0]!.message).toContain('Cloudflare');
    expect(checked.records.filter((each) => each.record.name === 'proxied').map((each) => each.record.ttl)).toEqual([300]);
  });

  it('write a Unicode name in the data as its A-label, and say so', () => {
    const checked = checkZoneFile(`${head}www 300 IN CNAME bücher.example.net.\n`, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.records.find((each) => each.record.name === 'www')?.record.content).toBe('xn--bcher-kva.example.net.');
    expect(checked.notices.map((notice) => [notice.line, notice.column, notice.key, notice.values])).toEqual([
      [headLines + 1, 18, 'zoneFile.aLabel', { value: 'bücher.example.net.', ascii: 'xn--bcher-kva.example.net.' }],
    ]);
  });

  it('report a class other than IN at the class', () => {
    expect(bodyErrors('version.bind 60 CH TXT "9.18"\nhs HS A 192.0.2.1\n')).toEqual([
      [1, 17, 'zoneFile.classNotIn'],
      [2, 4, 'zoneFile.classNotIn'],
    ]);
  });

  it('report an address that is not one at the address', () => {
    expect(bodyErrors('a1 A 999.1.1.1\na2 AAAA 192.0.2.1\n')).toEqual([
      [1, 6, 'problems.ipv4'],
      [2, 9, 'problems.ipv4InAaaa'],
    ]);
  });

  it('report an MX without preference once, at its data, and a preference out of range at the preference', () => {
    expect(bodyErrors('@ MX mail.example.com.\n@ MX 70000 mail.example.com.\n@ MX ten mail.example.com.\n')).toEqual([
      [1, 6, 'problems.required'],
      [2, 6, 'problems.integerRange'],
      [3, 6, 'problems.integerRange'],
    ]);
  });

  it('leave out a name outside the zone, saying so once however many lines repeat it', () => {
    const checked = checkZoneFile(`${head}www.example.org. A 192.0.2.1\n  AAAA 2001:db8::1\n  TXT "x"\nok A 192.0.2.2\n`, zone);
    expect(where(checked)).toEqual([]);
    expect(checked.notices.map((notice) => [notice.line - headLines, notice.column, notice.key, notice.values])).toEqual([
      [1, 1, 'zoneFile.outsideLeftOut', { name: 'www.example.org.', zone: 'example.com' }],
    ]);
    expect(checked.records.slice(2).map((parsed) => parsed.record.name)).toEqual(['ok']);
  });

  it('never join TXT of several words without quotes: one string each, as name servers read them, with a notice at the text', () => {
    const checked = checkZoneFile(`${head}@ TXT v=spf1 include:_spf.example.net -all\n`, zone);
    expect(where(checked)).toEqual([]);
    expect(checked.notices.map((notice) => [notice.line, notice.column, notice.key, notice.values])).toEqual([[5, 7, 'zoneFile.txtWords', { count: '3' }]]);
    expect(checked.records.filter((parsed) => parsed.record.type === 'TXT').map((parsed) => parsed.record.content)).toEqual(['"v=spf1" "include:_spf.example.net" "-all"']);
  });

  it('clamp a TTL outside 60–604800 into it, saying so at the TTL, or at the name when it comes from $TTL', () => {
    const clamped = (value: string, to: string) => ({ value, min: '60', max: '604800', clamped: to });
    const low = checkZoneFile(`${head}api.example.com.\t30\tIN\tA\t192.0.2.1\nhigh 700000 A 192.0.2.2\n`, zone);
    expect(where(low)).toEqual([]);
    expect(low.notices.map((notice) => [notice.line - headLines, notice.column, notice.key, notice.values])).toEqual([
      [1, 18, 'zoneFile.ttlClamped', clamped('30', '60')],
      [2, 6, 'zoneFile.ttlClamped', clamped('700000', '604800')],
    ]);
    expect(low.records.slice(2).map((parsed) => [parsed.record.name, parsed.record.ttl])).toEqual([['api', 60], ['high', 604800]]);
    // Cloudflare writes 1 for "automatic": its own notice, and 300 s.
    const automatic = checkZoneFile(`${head}api.example.com.\t1\tIN\tA\t192.0.2.1 ; cf_tags=cf-proxied:true\n`, zone);
    expect(automatic.notices.filter((notice) => notice.key.startsWith('zoneFile.ttl')).map((notice) => [notice.line - headLines, notice.column, notice.key])).toEqual([[1, 18, 'zoneFile.ttlAutomatic']]);
    const checked = checkZoneFile('$TTL 30\n@ SOA ns1.example.net. h.example.net. 1 2 3 4 5\n@ NS ns1.example.net.\n', zone);
    expect(where(checked)).toEqual([]);
    expect(checked.notices.map((notice) => [notice.line, notice.column, notice.key, notice.values])).toEqual([
      [2, 1, 'zoneFile.ttlClamped', clamped('30', '60')],
      [3, 1, 'zoneFile.ttlClamped', clamped('30', '60')],
    ]);
  });

  it('report every problem of one record, not only the first', () => {
    expect(bodyErrors('t1 1x CH A 999.1.1.1\n')).toEqual([
      [1, 4, 'zoneFile.ttlValue'],
      [1, 7, 'zoneFile.classNotIn'],
      [1, 12, 'problems.ipv4'],
    ]);
    expect(bodyErrors('bad.-x 3600 MX 70000 mail_host.example.net.\n')).toEqual([
      [1, 1, 'problems.label'],
      [1, 16, 'problems.integerRange'],
      [1, 22, 'problems.hostnameUnderscore'],
    ]);
  });

  it('do not take a bad TTL for the TTL of the next record', () => {
    const text = '@ 3600 SOA ns1.example.net. h.example.net. 1 7200 900 1209600 300\n@ NS ns1.example.net.\nwww 1x A 192.0.2.1\nmail A 192.0.2.2\n';
    const checked = checkZoneFile(text, zone);
    expect(where(checked)).toEqual([[3, 5, 'zoneFile.ttlValue']]);
    expect(checked.records.map((parsed) => [parsed.record.name, parsed.record.ttl])).toEqual([
      ['@', 3600],
      ['@', 3600],
      ['mail', 3600],
    ]);
  });

  it('report an omitted owner with no record above, and a record without any TTL', () => {
    expect(where(checkZoneFile('  A 192.0.2.1\n', zone))).toEqual([[1, 1, 'zoneFile.noOwner']]);
    expect(where(checkZoneFile('www A 192.0.2.1\n@ 300 SOA ns1.example.net. h.example.net. 1 2 3 4 300\n@ NS ns1.example.net.\n', zone))).toEqual([[1, 1, 'zoneFile.noTtl']]);
  });

  it('report a disabled record that reads as one but breaks a rule: left out silently, it would be lost', () => {
    expect(bodyErrors('; disabled: low 3600 IN MX 70000 mx.example.net.\n; disabled: a1 A 999.1.1.1\n')).toEqual([
      [1, 28, 'problems.integerRange'],
      [2, 18, 'problems.ipv4'],
    ]);
  });
});

describe('zone rules, at the line of the record that breaks them', () => {
  it('a CNAME beside an A: at the CNAME, wherever it is written', () => {
    expect(bodyErrors('www CNAME web.example.net.\nmail A 192.0.2.1\nwww A 192.0.2.2\n')).toEqual([[1, 1, 'problems.cnameNotAlone']]);
    expect(bodyErrors('www A 192.0.2.2\nmail A 192.0.2.1\n  CNAME web.example.net.\n')).toEqual([[3, 3, 'problems.cnameNotAlone']]);
  });

  it('never at a disabled record, which takes no part', () => {
    expect(bodyErrors('; disabled: www CNAME old.example.net.\nwww A 192.0.2.1\nwww CNAME web.example.net.\n')).toEqual([[3, 1, 'problems.cnameNotAlone']]);
  });

  it('a second SOA: at the second one, a third at the third', () => {
    const soa = (serial: number) => `@ SOA ns1.example.net. h.example.net. ${serial} 7200 900 1209600 300\n`;
    expect(bodyErrors(soa(2) + soa(3))).toEqual([
      [1, 3, 'problems.soaExtra'],
      [2, 3, 'problems.soaExtra'],
    ]);
  });

  it('a second SPF: at the second SPF record, not at another TXT of the name', () => {
    expect(bodyErrors('@ TXT "google-site-verification=abc"\n@ TXT "v=spf1 -all"\n@ TXT "MS=ms1"\n@ TXT "v=spf1 mx -all"\n')).toEqual([[4, 7, 'problems.spfTwice']]);
  });

  it('a CNAME at the apex: at the CNAME', () => {
    expect(bodyErrors('@ CNAME other.example.net.\n')).toEqual([[1, 1, 'problems.cnameAtApex']]);
  });

  it('an SOA outside the apex: at its name', () => {
    expect(bodyErrors('www SOA ns1.example.net. h.example.net. 1 2 3 4 300\n')).toEqual([[1, 1, 'problems.soaNotApex']]);
  });

  it('no SOA or apex NS is the zone’s matter, not the file’s: the import keeps the zone’s own', () => {
    expect(checkZoneFile('$TTL 1h\nwww A 192.0.2.1\n', zone).errors).toEqual([]);
  });

  it('a file without records is an error of its own', () => {
    expect(where(checkZoneFile('; nothing here\n\n', zone))).toEqual([[1, 1, 'zoneFile.empty']]);
    expect(where(checkZoneFile('$TTL 1h\n@ DNSKEY 257 3 13 abc=\n', zone))).toEqual([[1, 1, 'zoneFile.empty']]);
  });
});

describe('parseZoneFile alone', () => {
  it('leaves the zone rules and duplicates to checkZoneFile', () => {
    const parsed = parseZoneFile(`${head}www CNAME a.example.net.\nwww A 192.0.2.1\nwww A 192.0.2.1\n`, zone);
    expect(parsed.errors).toEqual([]);
    expect(parsed.notices).toEqual([]);
    expect(parsed.records).toHaveLength(5);
  });
});

describe('messages in every language', () => {
  const languages = { en, es, ja } as const;
  const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
  const sourceFolder = new URL('../../src/lib/dns/zone-file/', import.meta.url);
  const usedKeys = readdirSync(sourceFolder)
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [...readFileSync(new URL(file, sourceFolder), 'utf8').matchAll(/zoneFileProblem\([^)]*?'(\w+)'/g)].map((match) => match[1]));

  it('finds the keys the library uses', () => {
    expect(new Set(usedKeys)).toEqual(
      new Set([
        'unclosedQuote', 'unopenedParenthesis', 'unclosedParenthesis', 'include', 'unknownDirective', 'directiveValue', 'ttlValue', 'originValue', 'noOwner', 'relativeName',
        'missingType', 'classNotIn', 'signingRecord', 'missingData', 'noTtl', 'duplicate', 'empty', 'aLabel', 'ttlAutomatic',
        // What one record never refuses a file for (issue "DNS you can trust at the edges", item 4), and BIND's own checks as notices (M8).
        'keptType', 'genericData', 'outsideLeftOut', 'ttlClamped', 'notInZone', 'commentsKept', 'txtWords', 'noAddress', 'dsAtApex', 'soaKept',
        'generateShape', 'generateRange', 'generateTooMany', 'generateModifier',
      ]),
    );
  });

  it.each(Object.entries(languages))('%s has every zoneFile key the library uses, with the English placeholders', (_language, messages) => {
    for (const key of usedKeys) {
      const text = (messages.zoneFile as Record<string, string | undefined>)[key];
      expect(text, key).toBeTypeOf('string');
      expect(text?.trim(), key).not.toBe('');
      expect(placeholders(text ?? ''), key).toEqual(placeholders(en.zoneFile[key as keyof typeof en.zoneFile]));
    }
  });

  it('has the same zoneFile keys in English, Spanish and Japanese', () => {
    expect(Object.keys(es.zoneFile).sort()).toEqual(Object.keys(en.zoneFile).sort());
    expect(Object.keys(ja.zoneFile).sort()).toEqual(Object.keys(en.zoneFile).sort());
  });

  it('has every problems key the file checks gave above, in every language', () => {
    const keys = ['typeUnknown', 'ipv4', 'ipv4InAaaa', 'required', 'integerRange', 'nameOutside', 'txtUnquoted', 'cnameNotAlone', 'soaExtra', 'spfTwice', 'cnameAtApex', 'soaNotApex', 'label', 'hostnameUnderscore'];
    for (const messages of Object.values(languages)) for (const key of keys) expect((messages.problems as Record<string, string | undefined>)[key], key).toBeTypeOf('string');
  });
});
