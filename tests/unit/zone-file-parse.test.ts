/**
 * Zone file → records (src/lib/dns/zone-file/): a corpus of real-world files read to the exact
 * records, then each shape on its own (TTL units, omitted owners, escapes in TXT, IDN owners,
 * `$ORIGIN`, class and TTL in either order, CRLF, tabs, a byte order mark), the notices that are
 * not errors, and disabled records.
 */
import { describe, expect, it } from 'vitest';
import { dnsEnglish, fillIn } from '~/lib/dns/dns-messages.ts';
import { checkZoneFile } from '~/lib/dns/zone-file/check-zone-file.ts';
import { parseZoneFile, zoneFileOrigin, type ParsedRecord } from '~/lib/dns/zone-file/parse-zone-file.ts';
import { tokenizeZoneFile } from '~/lib/dns/zone-file/zone-file-tokens.ts';
import { looksLikeTtl, ttlSeconds } from '~/lib/dns/zone-file/zone-file-ttl.ts';
import { commentsKept, placed } from './support/comments-kept.ts';
import { corpus, rec, type ExpectedRecord } from './support/zone-file-corpus.ts';

const zone = { name: 'example.com' };
const head = '$ORIGIN example.com.\n$TTL 3600\n@ SOA ns1.example.net. hostmaster.example.net. 1 7200 900 1209600 300\n@ NS ns1.example.net.\n';

const plain = (parsed: ParsedRecord): ExpectedRecord => {
  const { name, type, ttl, content, priority, comment, disabled } = parsed.record;
  return { name, type, ttl, content, priority: priority ?? null, comment: comment ?? null, disabled: disabled ?? false };
};

/** The records of a file that starts with `head` (SOA and NS at the apex), without those two. */
function bodyRecords(body: string): ExpectedRecord[] {
  const checked = checkZoneFile(head + body, zone);
  expect(checked.errors).toEqual([]);
  return checked.records.slice(2).map(plain);
}

describe('the corpus of real-world files', () => {
  it('holds more than 150 records in all', () => {
    expect(corpus.reduce((sum, file) => sum + file.records.length, 0)).toBeGreaterThanOrEqual(150);
  });

  describe.each(corpus.map((file) => [file.title, file] as const))('%s', (_title, file) => {
    const checked = checkZoneFile(file.text, file.zone);

    it('reads to exactly its records, in file order', () => {
      expect(checked.records.map(plain)).toEqual(file.records);
    });

    it('has no error, and no notice but that its comments become the records\' comments', () => {
      expect(checked.errors).toEqual([]);
      expect(placed(checked.notices)).toEqual(commentsKept(checked.records));
    });

    it('places each record: its type where at.type says, on or after the line it starts on', () => {
      const lines = file.text.split('\n');
      const at = (position: { line: number; column: number }): string => lines[position.line - 1].slice(position.column - 1);
      for (const parsed of checked.records) {
        expect(parsed.at.name.line).toBe(parsed.line);
        expect(at(parsed.at.type).toUpperCase(), `line ${parsed.line}`).toMatch(new RegExp(`^${parsed.record.type}\\s`));
        expect(parsed.at.data[0].line).toBeGreaterThanOrEqual(parsed.line);
      }
    });
  });
});

describe('TTLs', () => {
  it('reads seconds and units as BIND does, in either case', () => {
    expect(ttlSeconds('3600')).toBe(3600);
    expect(ttlSeconds('1D')).toBe(86_400);
    expect(ttlSeconds('1h30m')).toBe(5400);
    expect(ttlSeconds('2w')).toBe(1_209_600);
    expect(ttlSeconds('1W2d3H4M5S')).toBe(604_800 + 2 * 86_400 + 3 * 3600 + 4 * 60 + 5);
    expect(ttlSeconds('0')).toBe(0);
  });

  it('refuses what is not a TTL', () => {
    for (const text of ['1x', 'h', '1h30', '', '-5', '1.5h', '2147483648', '4000000w']) expect(ttlSeconds(text), text).toBeNull();
    expect(ttlSeconds('2147483647')).toBe(2_147_483_647);
  });

  it('takes a token that starts with a digit for a meant TTL, and a type never', () => {
    expect(looksLikeTtl('1x')).toBe(true);
    expect(looksLikeTtl('IN')).toBe(false);
    expect(looksLikeTtl('A')).toBe(false);
  });

  it('gives a record without TTL the $TTL, whatever the record before it said', () => {
    expect(bodyRecords('www 600 A 192.0.2.1\nmail A 192.0.2.2\n').map((record) => record.ttl)).toEqual([600, 3600]);
  });

  it('without $TTL, takes the TTL of the record before, and first the SOA minimum', () => {
    const text = '@ SOA ns1.example.net. h.example.net. 1 7200 900 1209600 1800\n@ NS ns1.example.net.\nwww 600 A 192.0.2.1\nmail A 192.0.2.2\n';
    expect(checkZoneFile(text, zone).records.map((parsed) => parsed.record.ttl)).toEqual([1800, 1800, 600, 600]);
  });

  it('converts the SOA timers written with units to seconds, never the serial', () => {
    const text = '$TTL 1h\n@ SOA ns1.example.net. h.example.net. ( 2024010101 1d 2h 4w 30m )\n@ NS ns1.example.net.\n';
    expect(checkZoneFile(text, zone).records[0].record.content).toBe('ns1.example.net. h.example.net. 2024010101 86400 7200 2419200 1800');
  });
});

describe('owners', () => {
  it('repeat the owner above on a line that begins with a blank or a tab', () => {
    expect(bodyRecords('www A 192.0.2.1\n AAAA 2001:db8::1\n\tTXT "x"\n  600 IN A 192.0.2.2\n').map((record) => [record.name, record.type, record.ttl])).toEqual([
      ['www', 'A', 3600],
      ['www', 'AAAA', 3600],
      ['www', 'TXT', 3600],
      ['www', 'A', 600],
    ]);
  });

  it('are relative to the zone, @ the apex, whether written relative, absolute or in upper case', () => {
    expect(bodyRecords('@ A 192.0.2.1\nexample.com. AAAA 2001:db8::1\nWWW A 192.0.2.2\nMail.Example.COM. A 192.0.2.3\n*.Dev A 192.0.2.4\n').map((record) => record.name)).toEqual([
      '@',
      '@',
      'www',
      'mail',
      '*.dev',
    ]);
  });

  it('in Unicode become their A-label, in any case; an A-label stays as written', () => {
    const names = bodyRecords('bücher A 192.0.2.1\nBÜCHER.shop A 192.0.2.2\nxn--mnchen-3ya A 192.0.2.3\nmünchen.example.com. A 192.0.2.4\n').map((record) => record.name);
    expect(names).toEqual(['xn--bcher-kva', 'xn--bcher-kva.shop', 'xn--mnchen-3ya', 'xn--mnchen-3ya']);
  });

  it('the zone name itself without its final dot is the apex (how Cloudflare writes its SOA)', () => {
    const text = 'example.com\t3600\tIN\tSOA\tns1.example.net. h.example.net. 1 7200 900 1209600 300\nexample.com.\t3600\tIN\tNS\tns1.example.net.\n';
    const checked = checkZoneFile(text, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.records.map((parsed) => [parsed.record.name, parsed.record.type])).toEqual([
      ['@', 'SOA'],
      ['@', 'NS'],
    ]);
  });

  it('follow $ORIGIN, relative or absolute, mid-file', () => {
    expect(bodyRecords('$ORIGIN lab.example.com.\n@ A 192.0.2.1\nhost A 192.0.2.2\n$ORIGIN rack1\nsw1 A 192.0.2.3\n$ORIGIN example.com.\nwww A 192.0.2.4\n').map((record) => record.name)).toEqual([
      'lab',
      'host.lab',
      'sw1.rack1.lab',
      'www',
    ]);
  });
});

describe('data', () => {
  it('has relative names made absolute from the origin in force, @ included', () => {
    const records = bodyRecords(
      'www CNAME @\n@ MX 10 mail\n_sip._tcp SRV 0 5 5060 sip.example.net.\n$ORIGIN sub.example.com.\nalias CNAME host\nhttps HTTPS 1 . alpn=h2\nsvc SVCB 0 target\nrev PTR @\n',
    );
    expect(records.map((record) => [record.name, record.content, record.priority])).toEqual([
      ['www', 'example.com.', null],
      ['@', 'mail.example.com.', 10],
      ['_sip._tcp', '5 5060 sip.example.net.', 0],
      ['alias.sub', 'host.sub.example.com.', null],
      ['https.sub', '1 . alpn=h2', null],
      ['svc.sub', '0 target.sub.example.com.', null],
      ['rev.sub', 'sub.example.com.', null],
    ]);
  });

  it('takes class IN or none, and TTL and class in either order', () => {
    const records = bodyRecords('a1 IN 300 A 192.0.2.1\na2 300 IN A 192.0.2.2\na3 in A 192.0.2.3\na4 300 a 192.0.2.4\na5 A 192.0.2.5\n');
    expect(records.map((record) => [record.name, record.type, record.ttl])).toEqual([
      ['a1', 'A', 300],
      ['a2', 'A', 300],
      ['a3', 'A', 3600],
      ['a4', 'A', 300],
      ['a5', 'A', 3600],
    ]);
  });

  it('reads TXT escapes \\" \\\\ and \\DDD, and a ; inside quotes, into canonical TXT, each string where the file splits it', () => {
    const records = bodyRecords(String.raw`t1 TXT "a \"quoted\" word"
t2 TXT "back\\slash" "\065\066\067"
t3 TXT "k1=v1; k2=v2 (not a comment)" ; the comment
t4 TXT "caf\195\169 \226\130\172"
t5 TXT single-word
t6 TXT "tab\009here"
`);
    expect(records.map((record) => [record.content, record.comment])).toEqual([
      [String.raw`"a \"quoted\" word"`, null],
      [String.raw`"back\\slash" "ABC"`, null],
      ['"k1=v1; k2=v2 (not a comment)"', 'the comment'],
      ['"café €"', null],
      ['"single-word"', null],
      [String.raw`"tab\009here"`, null],
    ]);
  });

  it('reads TXT split over lines in parentheses as the strings the file writes (each of 255 bytes or less)', () => {
    const key = 'A'.repeat(300);
    const records = bodyRecords(`k._domainkey TXT ( "v=DKIM1; k=rsa; "\n   "p=${key.slice(0, 100)}" ; first part\n   "${key.slice(100)}" ) ; the key\n`);
    expect(records).toEqual([rec('k._domainkey', 'TXT', 3600, `"v=DKIM1; k=rsa; " "p=${key.slice(0, 100)}" "${key.slice(100)}"`, { comment: 'the key' })]);
  });

  it('reads several words without quotes as one string each, as name servers do, and says receivers join them without spaces', () => {
    const checked = checkZoneFile(`${head}@ TXT v=spf1 include:_spf.example.net ~all\n`, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.records.slice(2).map((parsed) => parsed.record.content)).toEqual(['"v=spf1" "include:_spf.example.net" "~all"']);
    expect(checked.notices).toEqual([
      { line: 5, column: 7, key: 'zoneFile.txtWords', values: { count: '3' }, message: fillIn(dnsEnglish.zoneFile.txtWords, { count: '3' }) },
    ]);
  });

  it('joins hex split by blanks (TLSA, DS, SSHFP) and keeps SVCB parameters as written', () => {
    const records = bodyRecords(
      `_443._tcp.www TLSA 3 1 1 ( 0123456789abcdef0123456789abcdef\n  0123456789abcdef0123456789abcdef )\nsvc HTTPS 1 . alpn="h2,h3" port=443 ipv4hint=192.0.2.1,192.0.2.2 ipv6hint=2001:db8::1\n`,
    );
    expect(records.map((record) => record.content)).toEqual([
      '3 1 1 0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      '1 . alpn="h2,h3" port=443 ipv4hint=192.0.2.1,192.0.2.2 ipv6hint=2001:db8::1',
    ]);
  });

  it('reads RFC 3597 data of an SVCB as its own presentation, an IPv4-mapped ipv6hint ending in its dotted quad (RFC 5952 section 5)', () => {
    const records = bodyRecords('svc TYPE64 \\# 35 0001 076578616d706c6503636f6d00 0006 0010 00000000000000000000ffffc6336464\n');
    expect(records.map((record) => [record.type, record.content])).toEqual([['SVCB', '1 example.com. ipv6hint=::ffff:198.51.100.100']]);
  });

  it('keeps bytes that are not UTF-8 as \\DDD, an empty value as the key alone, and an escaped last blank (as BIND reads them)', () => {
    const records = bodyRecords(
      [
        'v05 SVCB \\# 32 ( 0001 03666f6f076578616d706c6503636f6d00 029b 0009 68656c6c6fd2716f6f )',
        'doc SVCB \\# 30 ( 0001 03646e73076578616d706c65036f726700 0001 0003 02636f 000a 0000 )',
        'blank SVCB 1 . alpn=\\ ',
        'txt TXT \\# 4 03 61 ff 62',
        '',
      ].join('\n'),
    );
    expect(records.map((record) => record.content)).toEqual([
      '1 foo.example.com. key667="hello\\210qoo"',
      '1 dns.example.org. alpn="co" key10',
      '1 . alpn=\\032',
      '"a\\255b"',
    ]);
  });

  it('quotes CAA values written without quotes, and keeps those written with', () => {
    expect(bodyRecords('@ CAA 0 issue letsencrypt.org\n@ CAA 0 issuewild "sectigo.com"\n').map((record) => record.content)).toEqual([
      '0 issue "letsencrypt.org"',
      '0 issuewild "sectigo.com"',
    ]);
  });
});

describe('$GENERATE', () => {
  it('makes one record per number, $ the number, ${offset,width,base} as BIND writes it, $$ a dollar', () => {
    const records = bodyRecords(
      [
        '$GENERATE 1-3 host$ A 192.0.2.${10}',
        '$GENERATE 8-12/2 ${0,3,d}-x 300 IN TXT "n=${0,2,o} x=${0,0,x} X=${0,2,X} $$"',
        '$GENERATE 1024-1025 ${0,3,n} AAAA 2001:db8::${0,4,x}',
        '$GENERATE 1024-1024 ${-2000,0,n} AAAA 2001:db8::1',
        'tail A 192.0.2.99',
        '',
      ].join('\n'),
    );
    expect(records.map((record) => `${record.name} ${record.ttl} ${record.type} ${record.content}`)).toEqual([
      'host1 3600 A 192.0.2.11',
      'host2 3600 A 192.0.2.12',
      'host3 3600 A 192.0.2.13',
      '008-x 300 TXT "n=10 x=8 X=08 $"',
      '010-x 300 TXT "n=12 x=a X=0A $"',
      '012-x 300 TXT "n=14 x=c X=0C $"',
      // The address as the file spells it (BIND prints 2001:db8::400: the same address).
      '0.0.4 3600 AAAA 2001:db8::0400',
      '1.0.4 3600 AAAA 2001:db8::0401',
      '0.3.c.f.f.f.f.f 3600 AAAA 2001:db8::1',
      'tail 3600 A 192.0.2.99',
    ]);
  });

  it('reads each record as the file’s own: a name outside the zone is left out with one notice for the line', () => {
    const checked = checkZoneFile(`${head}$GENERATE 1-50 host$.example.org. A 192.0.2.$\n`, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.records).toHaveLength(2);
    expect(checked.notices.filter((notice) => notice.key === 'zoneFile.outsideLeftOut')).toHaveLength(1);
  });

  it('stops at the first record that does not read, reporting it once', () => {
    const checked = checkZoneFile(`${head}$GENERATE 250-260 host$ A 192.0.2.$\n`, zone);
    expect(checked.errors.map((error) => error.key)).toEqual(['problems.ipv4']);
  });
});

describe('line endings and blanks', () => {
  const body = 'www\tIN\tA\t192.0.2.1 ; front\n\tIN\tAAAA\t2001:db8::1\nt TXT ( "a"\n  "b" )\n';

  it('read the same with CRLF, LF and tabs', () => {
    const lf = bodyRecords(body);
    expect(lf).toEqual([
      rec('www', 'A', 3600, '192.0.2.1', { comment: 'front' }),
      rec('www', 'AAAA', 3600, '2001:db8::1'),
      rec('t', 'TXT', 3600, '"a" "b"'),
    ]);
    const crlf = checkZoneFile((head + body).replace(/\n/g, '\r\n'), zone);
    expect(crlf.errors).toEqual([]);
    expect(crlf.records.slice(2).map(plain)).toEqual(lf);
  });

  it('skip a byte order mark at the start of the file', () => {
    const checked = checkZoneFile(`\uFEFF${head}www A 192.0.2.1\n`, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.records.map((parsed) => parsed.record.name)).toEqual(['@', '@', 'www']);
  });
});

describe('positions', () => {
  it('name the line and column of the owner, TTL, type and each data token', () => {
    const parsed = parseZoneFile('$ORIGIN example.com.\nmail  300 IN MX 10 mx1.example.net.\n  IN TXT ( "a"\n      "b" )\n', zone);
    const place = ({ line, column }: { line: number; column: number }) => ({ line, column });
    const places = ({ name, ttl, type, data }: (typeof parsed.records)[number]['at']) => ({ name: place(name), ttl: place(ttl), type: place(type), data: data.map(place) });
    expect(parsed.records.map((each) => [each.line, places(each.at)])).toEqual([
      [2, { name: { line: 2, column: 1 }, ttl: { line: 2, column: 7 }, type: { line: 2, column: 14 }, data: [{ line: 2, column: 20 }] }],
      [3, { name: { line: 3, column: 3 }, ttl: { line: 3, column: 3 }, type: { line: 3, column: 6 }, data: [{ line: 3, column: 12 }, { line: 4, column: 7 }] }],
    ]);
  });

  it('come from tokens that keep their quotes, escapes and columns', () => {
    const { entries, errors } = tokenizeZoneFile('www  IN TXT "a b;c" ; note\n');
    expect(errors).toEqual([]);
    expect(entries).toEqual([
      {
        line: 1,
        ownerOmitted: false,
        disabled: false,
        comment: 'note',
        commentBesideData: false,
        tokens: [
          { text: 'www', line: 1, column: 1 },
          { text: 'IN', line: 1, column: 6 },
          { text: 'TXT', line: 1, column: 9 },
          { text: '"a b;c"', line: 1, column: 13 },
        ],
      },
    ]);
  });
});

describe('comments', () => {
  it('of an entry over lines are the comment closing its last line', () => {
    const records = bodyRecords('k TXT ( "a" ; first\n  "b" ) ; the record\nt TXT ( "a"\n  "b"\n) ; after the parenthesis\nu TXT ( "a" ; only inside\n  "b" )\n');
    expect(records.map((record) => record.comment)).toEqual(['the record', 'after the parenthesis', null]);
  });

  it('in an SOA written a field a line name the fields: the record has the comment after a ) alone', () => {
    const soa = (last: string) => `@ 3600 SOA ns1.example.net. h.example.net. (\n  1 ; serial\n  7200 ; refresh\n  900 ; retry\n  1209600 ; expire\n  ${last}\n@ 3600 NS ns1.example.net.\n`;
    expect(checkZoneFile(soa('300 ) ; minimum'), zone).records[0].record.comment).toBeNull();
    expect(checkZoneFile(soa('300 ; minimum\n  ) ; our SOA'), zone).records[0].record.comment).toBe('our SOA');
    expect(checkZoneFile('@ 3600 SOA ns1.example.net. h.example.net. 1 2 3 4 300 ; one line\n', zone).records[0].record.comment).toBe('one line');
  });
});

describe('the origin a file names for itself', () => {
  it('is its first $ORIGIN, else the owner of an SOA written in full, else none', () => {
    expect(zoneFileOrigin('; x\n$origin Example.NET.\n$ORIGIN other.net.\n')).toBe('example.net');
    expect(zoneFileOrigin(';; SOA Record\nexample.org.\t3600\tIN\tSOA\ta. b. 1 2 3 4 5\n')).toBe('example.org');
    expect(zoneFileOrigin('@ IN SOA a. b. 1 2 3 4 5\n')).toBeNull();
    expect(zoneFileOrigin('www IN SOA a. b. 1 2 3 4 5\n')).toBeNull();
    expect(zoneFileOrigin('; nothing\nwww A 192.0.2.1\n')).toBeNull();
  });

  it('is found in Cloudflare’s export, whose SOA owner has no final dot, and after a byte order mark', () => {
    const cloudflare = corpus.find((file) => file.title === 'a Cloudflare export');
    expect(zoneFileOrigin(cloudflare?.text ?? '')).toBe('example.org');
    expect(zoneFileOrigin('\uFEFF$ORIGIN example.net.\n')).toBe('example.net');
    expect(zoneFileOrigin('\uFEFFexample.net. 3600 IN SOA a. b. 1 2 3 4 5\n')).toBe('example.net');
  });

  it('is the zone of every file of the corpus that names one', () => {
    expect(corpus.map((file) => zoneFileOrigin(file.text))).toEqual(['example.com', 'example.org', null, 'acme.example', '2.0.192.in-addr.arpa']);
  });
});

describe('notices, which are not errors', () => {
  it('leave out DNSKEY, RRSIG, NSEC and the like, each with zoneFile.signingRecord', () => {
    const checked = checkZoneFile(
      `${head}@ 3600 IN DNSKEY 257 3 13 mdsswUyr3DPW132mOi8V9xESWE8jTo0dxCjjnopKl+GqJxpVXckHAeF+KkxLbxILfDLUT0rAK9iUzy1L53eKGQ==\n@ RRSIG SOA 13 2 3600 20250101000000 20241201000000 12345 example.com. abc=\n@ nsec3param 1 0 0 -\nwww A 192.0.2.1\n`,
      zone,
    );
    expect(checked.errors).toEqual([]);
    expect(checked.records.map((parsed) => parsed.record.type)).toEqual(['SOA', 'NS', 'A']);
    expect(checked.notices.map((notice) => [notice.line, notice.column, notice.key, notice.values])).toEqual([
      [5, 11, 'zoneFile.signingRecord', { type: 'DNSKEY' }],
      [6, 3, 'zoneFile.signingRecord', { type: 'RRSIG' }],
      [7, 3, 'zoneFile.signingRecord', { type: 'NSEC3PARAM' }],
    ]);
    expect(checked.notices[0].message).toBe(fillIn(dnsEnglish.zoneFile.signingRecord, { type: 'DNSKEY' }));
    expect(checked.notices[0].message).toContain('DNSKEY');
  });

  it('import a record written twice once, naming the first line', () => {
    const checked = checkZoneFile(`${head}www A 192.0.2.1\nmail A 192.0.2.2\nWWW.example.com. 300 IN A 192.0.2.1 ; again\n`, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.records.map((parsed) => [parsed.line, parsed.record.name])).toEqual([
      [3, '@'],
      [4, '@'],
      [5, 'www'],
      [6, 'mail'],
    ]);
    expect(checked.notices).toEqual([
      { line: 7, column: 1, key: 'zoneFile.duplicate', values: { first: '5' }, message: fillIn(dnsEnglish.zoneFile.duplicate, { first: '5' }) },
      // The duplicate's comment is counted, though the record is imported once (from line 5, without it).
      { line: 7, column: 27, key: 'zoneFile.commentsKept', values: { count: '1' }, message: fillIn(dnsEnglish.zoneFile.commentsKept, { count: '1' }) },
    ]);
  });

  it('counts TXT split differently and names in another case as the same record', () => {
    const checked = checkZoneFile(`${head}@ TXT "v=spf1 " "-all"\n@ TXT "v=spf1 -all"\n@ MX 10 Mail.Example.NET.\n@ MX 10 mail.example.net.\n`, zone);
    expect(checked.records).toHaveLength(4);
    expect(checked.notices.map((notice) => [notice.line, notice.values.first])).toEqual([
      [6, '5'],
      [8, '7'],
    ]);
  });

  it('read a name in data without its final dot relative to the origin, and say so (zoneFile.relativeName)', () => {
    const checked = checkZoneFile(`${head}@ MX 10 mail.example.com\nwww CNAME example.com\n`, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.records.slice(2).map((parsed) => parsed.record.content)).toEqual(['mail.example.com.example.com.', 'example.com.example.com.']);
    const first = { value: 'mail.example.com', absolute: 'mail.example.com.example.com.' };
    const second = { value: 'example.com', absolute: 'example.com.example.com.' };
    const unaddressed = { name: 'mail.example.com.example.com.', type: 'MX' };
    expect(checked.notices).toEqual([
      { line: 5, column: 9, key: 'zoneFile.relativeName', values: first, message: fillIn(dnsEnglish.zoneFile.relativeName, first) },
      // The name it is read as is in the zone, without an address (M8 of the DNS review).
      { line: 5, column: 9, key: 'zoneFile.noAddress', values: unaddressed, message: fillIn(dnsEnglish.zoneFile.noAddress, unaddressed) },
      { line: 6, column: 11, key: 'zoneFile.relativeName', values: second, message: fillIn(dnsEnglish.zoneFile.relativeName, second) },
    ]);
    expect(checked.notices[0].message).toContain('mail.example.com.example.com.');
  });

  it('say the same of an owner written so; of a relative name the file has, nothing; of one it has not, that it is not in the zone (R3)', () => {
    const checked = checkZoneFile(`${head}www.example.com A 192.0.2.1\nmail A 192.0.2.2\nalias CNAME mail\nout CNAME www.example.net\n`, zone);
    expect(checked.records.slice(2).map((parsed) => [parsed.record.name, parsed.record.content])).toEqual([
      // Stored with the zone's name once more, so that the export writes the name it was read as (www.example.com.example.com.).
      ['www.example.com.example.com', '192.0.2.1'],
      ['mail', '192.0.2.2'],
      ['alias', 'mail.example.com.'],
      ['out', 'www.example.net.example.com.'],
    ]);
    expect(checked.notices.map((notice) => [notice.line, notice.column, notice.key, notice.values.value])).toEqual([
      [5, 1, 'zoneFile.relativeName', 'www.example.com'],
      [8, 11, 'zoneFile.notInZone', 'www.example.net'],
    ]);
    expect(checked.notices[1].values.absolute).toBe('www.example.net.example.com.');
  });
});

describe('disabled records', () => {
  it('come back from a `; disabled:` line with disabled: true, their comment kept', () => {
    expect(bodyRecords('; disabled: www 300 IN A 192.0.2.1 ; old front\n;disabled: mail MX 10 mx.example.net.\nwww 300 IN A 192.0.2.2\n')).toEqual([
      rec('www', 'A', 300, '192.0.2.1', { disabled: true, comment: 'old front' }),
      rec('mail', 'MX', 3600, 'mx.example.net.', { priority: 10, disabled: true }),
      rec('www', 'A', 300, '192.0.2.2'),
    ]);
  });

  it('are no record and no error when the comment is not a record', () => {
    const checked = checkZoneFile(
      `${head}; disabled: because it broke (see ticket\n; disabled: until the move\n; disabled: "half a quote\n; disabled: ) stray\n; disabled: www.example.org. A 192.0.2.1\n; Disabled: mail MX 10\nwww A 192.0.2.1\n`,
      zone,
    );
    expect(checked.errors).toEqual([]);
    expect(checked.notices).toEqual([]);
    expect(checked.records.slice(2).map(plain)).toEqual([rec('www', 'A', 3600, '192.0.2.1')]);
  });

  it('neither set the owner an omitted one repeats nor the TTL the next record takes, as name servers skip them', () => {
    const text = '@ 3600 SOA ns1.example.net. h.example.net. 1 7200 900 1209600 300\n@ 3600 NS ns1.example.net.\nwww 300 A 192.0.2.1\n; disabled: mail 600 A 192.0.2.2\n  AAAA 2001:db8::1\n';
    const checked = checkZoneFile(text, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.records.slice(2).map(plain)).toEqual([
      rec('www', 'A', 300, '192.0.2.1'),
      rec('mail', 'A', 600, '192.0.2.2', { disabled: true }),
      rec('www', 'AAAA', 300, '2001:db8::1'),
    ]);
  });

  it('are no duplicate of a served record with the same data: a zone may hold both', () => {
    const checked = checkZoneFile(`${head}; disabled: www A 192.0.2.1 ; old\nwww A 192.0.2.1\n`, zone);
    expect(checked.errors).toEqual([]);
    expect(checked.notices).toEqual([]);
    expect(checked.records.slice(2).map(plain)).toEqual([rec('www', 'A', 3600, '192.0.2.1', { disabled: true, comment: 'old' }), rec('www', 'A', 3600, '192.0.2.1')]);
  });

  it('take no part in the zone rules: a disabled CNAME beside an A is fine', () => {
    expect(bodyRecords('; disabled: www CNAME other.example.net.\nwww A 192.0.2.1\n').map((record) => [record.type, record.disabled])).toEqual([
      ['CNAME', true],
      ['A', false],
    ]);
  });
});
