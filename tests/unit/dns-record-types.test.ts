/**
 * Every record type the zone editor supports: valid content passes, invalid content is refused
 * with a message naming the field, and content parses into the form's fields and prints back.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRecord, recordField } from '~/lib/dns/check-record';
import { parseContent, printContent } from '~/lib/dns/record-content';
import { fieldChoices, fieldLabelKey, presetFields } from '~/lib/dns/record-type';
import { recordType, recordTypeNames, recordTypes } from '~/lib/dns/record-types';
import type { ZoneRecord } from '~/lib/dns/zone-record';

const zone = { name: 'example.com' };
const hex = (bytes: number): string => 'a1'.repeat(bytes);

interface Case {
  name?: string;
  content: string;
  priority?: number | null;
}
interface Invalid extends Case {
  field: string;
  key: string;
  message: string;
}
interface TypeCases {
  valid: Case[];
  invalid: Invalid[];
  /** A valid content with its fields. */
  fields: { content: string; fields: Record<string, string> };
}

const cases: Record<string, TypeCases> = {
  A: {
    valid: [{ content: '192.0.2.1' }, { content: '0.0.0.0' }],
    invalid: [
      { content: '192.0.2.256', field: 'address', key: 'problems.ipv4', message: 'Address: not an IPv4 address (four numbers from 0 to 255, such as 192.0.2.1)' },
      { content: '192.0.2', field: 'address', key: 'problems.ipv4', message: 'Address: not an IPv4 address (four numbers from 0 to 255, such as 192.0.2.1)' },
      { content: '2001:db8::1', field: 'address', key: 'problems.ipv6InA', message: 'Address: an IPv6 address belongs in an AAAA record' },
    ],
    fields: { content: '192.0.2.1', fields: { address: '192.0.2.1' } },
  },
  AAAA: {
    valid: [{ content: '2001:db8::1' }, { content: '::ffff:192.0.2.1' }],
    invalid: [
      { content: '2001:db8::g', field: 'address', key: 'problems.ipv6', message: 'Address: not an IPv6 address (such as 2001:db8::1)' },
      { content: 'fe80::1%eth0', field: 'address', key: 'problems.ipv6', message: 'Address: not an IPv6 address (such as 2001:db8::1)' },
      { content: '192.0.2.1', field: 'address', key: 'problems.ipv4InAaaa', message: 'Address: an IPv4 address belongs in an A record' },
    ],
    fields: { content: '2001:db8::1', fields: { address: '2001:db8::1' } },
  },
  ALIAS: {
    valid: [{ name: '@', content: 'lb.provider.net.' }, { name: '@', content: 'lb.provider.net' }],
    invalid: [
      { name: '@', content: '192.0.2.1', field: 'target', key: 'problems.hostnameIsAddress', message: 'Target: a host name, not an address' },
      { name: '@', content: 'lb..provider.net', field: 'target', key: 'problems.hostname', message: 'Target: not a host name' },
    ],
    fields: { content: 'lb.provider.net.', fields: { target: 'lb.provider.net.' } },
  },
  CAA: {
    valid: [
      { name: '@', content: '0 issue "letsencrypt.org"' },
      { name: '@', content: '128 issuewild ";"' },
      { name: '@', content: '0 issue "ca.example.net; account=230123"' },
      { name: '@', content: '0 iodef "mailto:security@example.com"' },
      { name: '@', content: '0 iodef "https://iodef.example.com/"' },
      { name: '@', content: '0 contactemail "domain@example.com"' },
    ],
    invalid: [
      { name: '@', content: '256 issue "letsencrypt.org"', field: 'flags', key: 'problems.integerRange', message: 'Flags: a whole number from 0 to 255' },
      { name: '@', content: '0 is-sue "letsencrypt.org"', field: 'tag', key: 'problems.caaTag', message: 'Tag: letters and digits only, such as issue, issuewild or iodef' },
      { name: '@', content: '0 iodef "ftp://example.com/"', field: 'value', key: 'problems.iodef', message: 'Value: a mailto: or https: address where incident reports go' },
      { name: '@', content: '0 issue "lets encrypt"', field: 'value', key: 'problems.label', message: 'Value: “lets encrypt” is not a valid label (1 to 63 letters, digits or hyphens, no hyphen at either end)' },
      { name: '@', content: '0 issue "letsencrypt.org', field: 'content', key: 'problems.unclosedQuote', message: 'Content: a quotation mark is not closed' },
      { name: '@', content: '0 issue', field: 'content', key: 'problems.missingValues', message: 'Content: expected Value' },
    ],
    fields: { content: '0 issue "letsencrypt.org"', fields: { flags: '0', tag: 'issue', value: 'letsencrypt.org' } },
  },
  CNAME: {
    valid: [{ content: 'example.com.' }, { name: 's1._domainkey', content: 's1._domainkey.mail-provider.net.' }],
    invalid: [
      { content: 'exa mple.com', field: 'content', key: 'problems.extraValues', message: 'Content: more values than expected (Target)' },
      { content: '-bad.example.com.', field: 'target', key: 'problems.label', message: 'Target: “-bad” is not a valid label (1 to 63 letters, digits or hyphens, no hyphen at either end)' },
      { content: 'bücher.example.', field: 'target', key: 'problems.unicodeName', message: 'Target: write the name as its A-label, xn--bcher-kva.example.' },
    ],
    fields: { content: 'example.com.', fields: { target: 'example.com.' } },
  },
  DNAME: {
    valid: [{ name: 'old', content: 'new.example.net.' }, { name: 'legacy', content: 'example.com.' }],
    invalid: [{ name: 'old', content: '-bad.example.net.', field: 'target', key: 'problems.label', message: 'Target: “-bad” is not a valid label (1 to 63 letters, digits or hyphens, no hyphen at either end)' }],
    fields: { content: 'new.example.net.', fields: { target: 'new.example.net.' } },
  },
  DS: {
    valid: [
      { name: 'sub', content: `12345 13 2 ${hex(32)}` },
      { name: 'sub', content: `60485 5 1 ${hex(20)}` },
      { name: 'sub', content: `1 8 4 ${hex(24)} ${hex(24)}` },
    ],
    invalid: [
      { name: 'sub', content: `65536 13 2 ${hex(32)}`, field: 'keyTag', key: 'problems.integerRange', message: 'Key tag: a whole number from 0 to 65535' },
      { name: 'sub', content: `12345 99 2 ${hex(32)}`, field: 'algorithm', key: 'problems.choice', message: expect.stringMatching(/^Algorithm: one of 1 RSAMD5, .*13 ECDSAP256SHA256, .*or 254 PRIVATEOID$/) },
      { name: 'sub', content: `12345 13 3 ${hex(32)}`, field: 'digestType', key: 'problems.choice', message: 'Digest type: one of 1 SHA-1, 2 SHA-256, or 4 SHA-384' },
      { name: 'sub', content: `12345 13 2 ${hex(20)}`, field: 'digest', key: 'problems.hexLength', message: 'Digest: 64 hexadecimal digits for SHA-256 (40 given)' },
      { name: 'sub', content: `12345 13 2 ${'zz'.repeat(32)}`, field: 'digest', key: 'problems.hex', message: 'Digest: hexadecimal digits only (0–9, A–F)' },
    ],
    fields: { content: `12345 13 2 ${hex(32)}`, fields: { keyTag: '12345', algorithm: '13', digestType: '2', digest: hex(32) } },
  },
  HINFO: {
    valid: [{ content: '"INTEL-386" "UNIX"' }, { content: '"RFC8482" ""' }],
    invalid: [{ content: '"INTEL-386"', field: 'content', key: 'problems.missingValues', message: 'Content: expected Operating system' }],
    fields: { content: '"INTEL-386" "UNIX"', fields: { cpu: 'INTEL-386', os: 'UNIX' } },
  },
  HTTPS: {
    valid: [
      { name: '@', content: '1 . alpn="h2,h3" ipv4hint=192.0.2.1 ipv6hint=2001:db8::1' },
      { name: '@', content: '0 cdn.provider.net.' },
      { name: '@', content: '1 . port=8443 ech=AEj+DQBEAQAgACBa mandatory=alpn alpn=h2' },
    ],
    invalid: [
      { name: '@', content: '0 . alpn=h2', field: 'params', key: 'problems.aliasParams', message: 'Parameters: an alias (priority 0) has no parameters' },
      { name: '@', content: '1 . colour=blue', field: 'params', key: 'problems.svcParamKey', message: 'Parameters: colour is not a known parameter' },
      { name: '@', content: '1 . port=70000', field: 'params', key: 'problems.svcParamValue', message: 'Parameters: port has an invalid value' },
      { name: '@', content: '1 . ipv4hint=2001:db8::1', field: 'params', key: 'problems.svcParamValue', message: 'Parameters: ipv4hint has an invalid value' },
      { name: '@', content: '1 . port=1 port=2', field: 'params', key: 'problems.svcParamTwice', message: 'Parameters: port is given twice' },
      { name: '@', content: '1 . constructor=x', field: 'params', key: 'problems.svcParamKey', message: 'Parameters: constructor is not a known parameter' },
      { name: '@', content: '1 . mandatory=toString alpn=h2', field: 'params', key: 'problems.svcParamValue', message: 'Parameters: mandatory has an invalid value' },
      { name: '@', content: '65536 .', field: 'svcPriority', key: 'problems.integerRange', message: 'Priority: a whole number from 0 to 65535' },
    ],
    fields: { content: '1 . alpn="h2,h3"', fields: { svcPriority: '1', targetName: '.', params: 'alpn="h2,h3"' } },
  },
  LOC: {
    valid: [{ content: '52 22 23.000 N 4 53 32.000 E -2.00m 0.00m 10000m 10m' }, { content: '42 21 54 N 71 6 18 W -24m 30m' }],
    invalid: [{ content: '91 0 0 N 4 53 32 E 0m', field: 'location', key: 'problems.loc', message: 'Location: not a location: degrees [minutes [seconds]] N or S, the same E or W, then the altitude in metres, such as 52 22 23 N 4 53 32 E -2m' }],
    fields: { content: '52 22 23.000 N 4 53 32.000 E -2.00m 0.00m 10000m 10m', fields: { location: '52 22 23.000 N 4 53 32.000 E -2.00m 0.00m 10000m 10m' } },
  },
  MX: {
    valid: [{ name: '@', content: 'mx1.example.net.', priority: 10 }, { name: '@', content: '.', priority: 0 }],
    invalid: [
      { name: '@', content: 'mx1.example.net.', priority: null, field: 'priority', key: 'problems.integerRange', message: 'Preference: a whole number from 0 to 65535' },
      { name: '@', content: 'mx1.example.net.', priority: 65536, field: 'priority', key: 'problems.integerRange', message: 'Preference: a whole number from 0 to 65535' },
      { name: '@', content: 'mx_1.example.net.', priority: 10, field: 'exchange', key: 'problems.hostnameUnderscore', message: 'Exchange: a host name has no underscores' },
      { name: '@', content: '192.0.2.25', priority: 10, field: 'exchange', key: 'problems.hostnameIsAddress', message: 'Exchange: a host name, not an address' },
      { name: '@', content: '10 mx1.example.net.', priority: 10, field: 'content', key: 'problems.extraValues', message: 'Content: more values than expected (Exchange)' },
    ],
    fields: { content: 'mx1.example.net.', fields: { exchange: 'mx1.example.net.' } },
  },
  NAPTR: {
    valid: [
      { name: '@', content: '100 10 "S" "SIP+D2U" "" _sip._udp.example.com.' },
      { name: '@', content: '100 50 "U" "E2U+sip" "!^.*$!sip:info@example.com!" .' },
    ],
    invalid: [
      { name: '@', content: '100 10 "S+" "SIP+D2U" "" _sip._udp.example.com.', field: 'flags', key: 'problems.textCharacters', message: 'Flags: letters and digits only' },
      { name: '@', content: '70000 10 "S" "SIP+D2U" "" .', field: 'order', key: 'problems.integerRange', message: 'Order: a whole number from 0 to 65535' },
      { name: '@', content: '100 10 "S" "SIP+D2U" ""', field: 'content', key: 'problems.missingValues', message: 'Content: expected Replacement' },
    ],
    fields: {
      content: '100 50 "U" "E2U+sip" "!^.*$!sip:info@example.com!" .',
      fields: { order: '100', preference: '50', flags: 'U', service: 'E2U+sip', regexp: '!^.*$!sip:info@example.com!', replacement: '.' },
    },
  },
  NS: {
    valid: [{ name: '@', content: 'ns1.example.net.' }, { name: 'sub', content: 'ns1.sub.example.com.' }],
    invalid: [
      { name: 'sub', content: '', field: 'content', key: 'problems.missingValues', message: 'Content: expected Name server' },
      { name: 'sub', content: 'ns_1.example.net.', field: 'nameServer', key: 'problems.hostnameUnderscore', message: 'Name server: a host name has no underscores' },
    ],
    fields: { content: 'ns1.example.net.', fields: { nameServer: 'ns1.example.net.' } },
  },
  PTR: {
    valid: [{ name: '1', content: 'host.example.com.' }],
    invalid: [{ name: '1', content: '*.example.com.', field: 'target', key: 'problems.label', message: 'Target: “*” is not a valid label (1 to 63 letters, digits or hyphens, no hyphen at either end)' }],
    fields: { content: 'host.example.com.', fields: { target: 'host.example.com.' } },
  },
  RP: {
    valid: [{ content: 'john\\.doe.example.com. people.example.com.' }, { content: '. .' }],
    invalid: [{ content: 'admin..example.com. .', field: 'mailbox', key: 'problems.hostname', message: 'Mailbox: not a host name' }],
    fields: { content: 'admin.example.com. .', fields: { mailbox: 'admin.example.com.', txtDomain: '.' } },
  },
  SOA: {
    valid: [
      { name: '@', content: 'ns1.example.net. hostmaster.example.net. 2026112301 7200 900 1209600 300' },
      { name: '@', content: 'ns1.example.net. john\\.doe.example.net. 1 7200 900 1209600 300' },
    ],
    invalid: [
      { name: '@', content: 'ns1.example.net. hostmaster.example.net. 4294967296 7200 900 1209600 300', field: 'serial', key: 'problems.integerRange', message: 'Serial: a whole number from 0 to 4294967295' },
      { name: '@', content: 'ns1.example.net. hostmaster.example.net. 1 7200 900 1209600', field: 'content', key: 'problems.missingValues', message: 'Content: expected Negative TTL' },
      { name: '@', content: 'ns1.example.net. hostmaster.example.net. 1 -5 900 1209600 300', field: 'refresh', key: 'problems.integerRange', message: 'Refresh: a whole number from 0 to 2147483647' },
    ],
    fields: {
      content: 'ns1.example.net. hostmaster.example.net. 2026112301 7200 900 1209600 300',
      fields: { primaryNameServer: 'ns1.example.net.', hostmaster: 'hostmaster.example.net.', serial: '2026112301', refresh: '7200', retry: '900', expire: '1209600', minimum: '300' },
    },
  },
  SPF: {
    valid: [{ name: '@', content: '"v=spf1 -all"' }, { name: '@', content: '"v=spf1 " "include:_spf.example.net ~all"' }],
    invalid: [{ name: '@', content: `"${'a'.repeat(256)}"`, field: 'text', key: 'problems.txtPieceTooLong', message: 'Text: a quoted piece is longer than 255 bytes' }],
    fields: { content: '"v=spf1 -all"', fields: { text: 'v=spf1 -all' } },
  },
  SRV: {
    valid: [
      { name: '_sip._tcp', content: '5 5060 sip.example.com.', priority: 10 },
      { name: '_imap._tcp', content: '0 0 .', priority: 0 },
    ],
    invalid: [
      { name: '_sip._tcp', content: '5 5060 sip.example.com.', priority: null, field: 'priority', key: 'problems.integerRange', message: 'Priority: a whole number from 0 to 65535' },
      { name: '_sip._tcp', content: '5 65536 sip.example.com.', priority: 10, field: 'port', key: 'problems.integerRange', message: 'Port: a whole number from 0 to 65535' },
      { name: '_sip._tcp', content: 'x 5060 sip.example.com.', priority: 10, field: 'weight', key: 'problems.integerRange', message: 'Weight: a whole number from 0 to 65535' },
      { name: '_sip._tcp', content: '5 5060', priority: 10, field: 'content', key: 'problems.missingValues', message: 'Content: expected Target' },
      { name: '_sip._tcp', content: '10 5 5060 sip.example.com.', priority: 10, field: 'content', key: 'problems.extraValues', message: 'Content: more values than expected (Weight, Port, and Target)' },
      { name: '_sip._tcp', content: '5 5060 _sip.example.com.', priority: 10, field: 'target', key: 'problems.hostnameUnderscore', message: 'Target: a host name has no underscores' },
    ],
    fields: { content: '5 5060 sip.example.com.', fields: { weight: '5', port: '5060', target: 'sip.example.com.' } },
  },
  SSHFP: {
    valid: [{ name: 'host', content: `4 2 ${hex(32)}` }, { name: 'host', content: `1 1 ${hex(20)}` }],
    invalid: [
      { name: 'host', content: `5 2 ${hex(32)}`, field: 'algorithm', key: 'problems.choice', message: 'Algorithm: one of 1 RSA, 2 DSA, 3 ECDSA, 4 Ed25519, or 6 Ed448' },
      { name: 'host', content: `4 3 ${hex(32)}`, field: 'fingerprintType', key: 'problems.choice', message: 'Fingerprint type: one of 1 SHA-1 or 2 SHA-256' },
      { name: 'host', content: `4 1 ${hex(32)}`, field: 'fingerprint', key: 'problems.hexLength', message: 'Fingerprint: 40 hexadecimal digits for SHA-1 (64 given)' },
    ],
    fields: { content: `4 2 ${hex(32)}`, fields: { algorithm: '4', fingerprintType: '2', fingerprint: hex(32) } },
  },
  SVCB: {
    valid: [{ name: '_dns', content: '1 dns.example.net. alpn=dot port=853' }, { name: '_8443._foo', content: '0 svc.example.net.' }],
    invalid: [
      { name: '_dns', content: '1 dns.example.net. alpn', field: 'params', key: 'problems.svcParamValue', message: 'Parameters: alpn has an invalid value' },
      { name: '_dns', content: '1 dns.example.net. no-default-alpn=h2', field: 'params', key: 'problems.svcParamValue', message: 'Parameters: no-default-alpn has an invalid value' },
    ],
    fields: { content: '1 dns.example.net. alpn=dot port=853', fields: { svcPriority: '1', targetName: 'dns.example.net.', params: 'alpn=dot port=853' } },
  },
  TLSA: {
    valid: [
      { name: '_443._tcp.www', content: `3 1 1 ${hex(32)}` },
      { name: '_25._tcp.mail', content: `2 0 2 ${hex(64)}` },
      { name: '_443._tcp', content: `0 0 0 ${hex(300)}` },
    ],
    invalid: [
      { name: '_443._tcp', content: `4 1 1 ${hex(32)}`, field: 'usage', key: 'problems.integerRange', message: 'Certificate usage: a whole number from 0 to 3' },
      { name: '_443._tcp', content: `3 2 1 ${hex(32)}`, field: 'selector', key: 'problems.integerRange', message: 'Selector: a whole number from 0 to 1' },
      { name: '_443._tcp', content: `3 1 3 ${hex(32)}`, field: 'matchingType', key: 'problems.integerRange', message: 'Matching type: a whole number from 0 to 2' },
      { name: '_443._tcp', content: `3 1 1 ${hex(64)}`, field: 'certificateData', key: 'problems.hexLength', message: 'Certificate data: 64 hexadecimal digits for SHA2-256 (128 given)' },
      { name: '_443._tcp', content: `3 1 2 ${hex(32)}`, field: 'certificateData', key: 'problems.hexLength', message: 'Certificate data: 128 hexadecimal digits for SHA2-512 (64 given)' },
      { name: '_443._tcp', content: `3 1 0 abc`, field: 'certificateData', key: 'problems.hexEven', message: 'Certificate data: an even number of hexadecimal digits' },
    ],
    fields: { content: `3 1 1 ${hex(32)}`, fields: { usage: '3', selector: '1', matchingType: '1', certificateData: hex(32) } },
  },
  TXT: {
    valid: [{ name: '@', content: '"v=spf1 -all"' }, { name: 'x', content: '"a" "b"' }, { name: 'x', content: 'word' }, { name: 'x', content: '""' }],
    invalid: [
      { name: 'x', content: '"unclosed', field: 'text', key: 'problems.unclosedQuote', message: 'Text: a quotation mark is not closed' },
      { name: 'x', content: `"${'a'.repeat(256)}"`, field: 'text', key: 'problems.txtPieceTooLong', message: 'Text: a quoted piece is longer than 255 bytes' },
      { name: 'x', content: 'v=spf1 -all', field: 'text', key: 'problems.txtUnquoted', message: 'Text: put each piece of text in double quotation marks' },
      { name: 'x', content: '"“hello”"', field: 'text', key: 'problems.typographicQuotes', message: 'Text: typographic quotes (“ ” ‘ ’) are not straight quotes; mail servers will not read them' },
    ],
    fields: { content: '"say \\"hi\\" C:\\\\"', fields: { text: 'say "hi" C:\\' } },
  },
  URI: {
    valid: [{ name: '_ftp._tcp', content: '10 1 "ftp://ftp1.example.com/public"' }],
    invalid: [
      { name: '_ftp._tcp', content: '10 1 "ftp1.example.com/public"', field: 'uri', key: 'problems.uri', message: 'URI: a URI with its scheme, such as https://example.com/' },
      { name: '_ftp._tcp', content: '10 65536 "ftp://ftp1.example.com/"', field: 'weight', key: 'problems.integerRange', message: 'Weight: a whole number from 0 to 65535' },
    ],
    fields: { content: '10 1 "ftp://ftp1.example.com/public"', fields: { uriPriority: '10', weight: '1', uri: 'ftp://ftp1.example.com/public' } },
  },
};

function record(type: string, example: Case): ZoneRecord {
  const usesPriority = recordTypes[type as keyof typeof recordTypes].priority !== undefined;
  return { name: example.name ?? 'www', type, ttl: 3600, content: example.content, priority: 'priority' in example ? example.priority : usesPriority ? 10 : null };
}

it('covers each of the 23 types, and nothing else: the 18 of before, and DNAME, HINFO, LOC, RP and SPF (issue "DNS you can trust at the edges", item 5)', () => {
  expect(Object.keys(cases).sort()).toEqual([...recordTypeNames].sort());
  expect(recordTypeNames).toHaveLength(23);
});

describe.each(Object.entries(cases))('%s', (type, { valid, invalid, fields }) => {
  it.each(valid.map((example) => [example.content, example]))('accepts %s', (_content, example) => {
    expect(checkRecord(record(type, example), zone)).toEqual([]);
  });

  it.each(invalid.map((example) => [example.content, example]))('refuses %s, naming the field', (_content, example) => {
    const problems = checkRecord(record(type, example), zone);
    expect(problems).toEqual([expect.objectContaining({ field: example.field, key: example.key, message: example.message })]);
  });

  it('parses its content into its fields and prints them back', () => {
    const declaration = recordTypes[type as keyof typeof recordTypes];
    expect(parseContent(declaration, fields.content)).toEqual({ fields: fields.fields });
    expect(printContent(declaration, fields.fields)).toBe(fields.content);
  });

  it('prints every valid content so that it parses to the same fields again', () => {
    const declaration = recordTypes[type as keyof typeof recordTypes];
    for (const example of valid) {
      const parsed = parseContent(declaration, example.content);
      if (!('fields' in parsed)) throw new Error(`${example.content} does not parse`);
      expect(parseContent(declaration, printContent(declaration, parsed.fields))).toEqual(parsed);
    }
  });
});

describe('the priority column', () => {
  it('belongs to MX (preference) and SRV (priority) only', () => {
    expect(recordTypeNames.filter((type) => recordTypes[type].priority !== undefined)).toEqual(['MX', 'SRV']);
    expect(recordTypes.MX.priority).toBe('preference');
    expect(recordTypes.SRV.priority).toBe('priority');
  });

  it('is refused on a type without one', () => {
    expect(checkRecord({ name: 'www', type: 'A', ttl: 300, content: '192.0.2.1', priority: 10 }, zone)).toEqual([
      expect.objectContaining({ field: 'priority', key: 'problems.priorityUnused', message: 'Priority: only MX and SRV records have one; leave it empty' }),
    ]);
  });
});

describe('a record on its own', () => {
  it('needs a TTL from 60 to 604800 seconds', () => {
    for (const ttl of [60, 604_800]) expect(checkRecord({ name: 'www', type: 'A', ttl, content: '192.0.2.1' }, zone)).toEqual([]);
    for (const ttl of [59, 604_801, 300.5]) {
      expect(checkRecord({ name: 'www', type: 'A', ttl, content: '192.0.2.1' }, zone)).toEqual([
        expect.objectContaining({ field: 'ttl', message: 'TTL: a whole number from 60 to 604800' }),
      ]);
    }
  });

  it('needs a type the editor supports, in any case, or a registered one a zone keeps as written', () => {
    expect(recordType('mx')).toBe(recordTypes.MX);
    expect(checkRecord({ name: 'www', type: 'GEOLOC', ttl: 300, content: '1 2 3' }, zone)).toEqual([
      expect.objectContaining({ field: 'type', key: 'problems.typeUnknown', message: 'Type: GEOLOC is not a record type the editor supports' }),
    ]);
    expect(checkRecord({ name: 'www', type: 'EUI48', ttl: 300, content: '00-00-5e-00-53-2a' }, zone)).toEqual([]);
    expect(checkRecord({ name: 'www', type: 'TYPE65534', ttl: 300, content: '\\# 2 0000' }, zone)).toEqual([]);
  });

  it('says where a DKIM key and a DMARC policy belong', () => {
    expect(checkRecord({ name: 's1._domainkey', type: 'TXT', ttl: 300, content: '"v=DKIM1; k=rsa; p=MIIB"' }, zone)).toEqual([]);
    expect(checkRecord({ name: '_dmarc', type: 'TXT', ttl: 300, content: '"v=DMARC1; p=none"' }, zone)).toEqual([]);
    expect(checkRecord({ name: '@', type: 'TXT', ttl: 300, content: '"v=DKIM1; k=rsa; p=MIIB"' }, zone)).toEqual([
      expect.objectContaining({ field: 'name', key: 'problems.dkimName', message: 'Name: a DKIM key belongs at a name ending in ._domainkey' }),
    ]);
    expect(checkRecord({ name: 'www', type: 'TXT', ttl: 300, content: '"v=DMARC1; p=none"' }, zone)).toEqual([
      expect.objectContaining({ field: 'name', key: 'problems.dmarcName', message: 'Name: a DMARC policy belongs at _dmarc' }),
    ]);
  });

  it('says which field of the record itself a content field belongs to', () => {
    const record: ZoneRecord = { name: '-x', type: 'SRV', ttl: 30, content: '5 70000 sip.example.com.', priority: null };
    expect(checkRecord(record, zone).map((found) => [found.field, recordField(found)])).toEqual([
      ['name', 'name'], ['ttl', 'ttl'], ['priority', 'priority'], ['port', 'content'],
    ]);
  });

  it('gives each problem its key, the values the message uses, and the field label key', () => {
    const [found] = checkRecord({ name: '@', type: 'MX', ttl: 300, content: 'mx_1.example.net.', priority: 10 }, zone);
    expect(found).toEqual({
      field: 'exchange',
      key: 'problems.hostnameUnderscore',
      values: { field: 'Exchange', fieldKey: 'fields.exchange' },
      message: 'Exchange: a host name has no underscores',
    });
  });
});

describe('form fields', () => {
  it('have a label key in the dns namespace', () => {
    expect(recordTypes.MX.fields.map(fieldLabelKey)).toEqual(['fields.exchange']);
    expect(recordTypes.SRV.fields.map(fieldLabelKey)).toEqual(['fields.weight', 'fields.port', 'fields.target']);
  });

  it('offer named numbers and usual words as choices', () => {
    const [usage, selector, matchingType, data] = recordTypes.TLSA.fields;
    expect(fieldChoices(usage)).toEqual([
      { value: '0', label: '0 PKIX-TA' }, { value: '1', label: '1 PKIX-EE' }, { value: '2', label: '2 DANE-TA' }, { value: '3', label: '3 DANE-EE' },
    ]);
    expect(fieldChoices(selector)?.map((choice) => choice.label)).toEqual(['0 Cert', '1 SPKI']);
    expect(fieldChoices(matchingType)?.map((choice) => choice.label)).toEqual(['0 Full', '1 SHA2-256', '2 SHA2-512']);
    expect(fieldChoices(data)).toBeNull();
    expect(fieldChoices(recordTypes.DS.fields[1])).toContainEqual({ value: '13', label: '13 ECDSAP256SHA256' });
    expect(fieldChoices(recordTypes.DS.fields[2])?.map((choice) => choice.label)).toEqual(['1 SHA-1', '2 SHA-256', '4 SHA-384']);
    expect(fieldChoices(recordTypes.SSHFP.fields[0])?.map((choice) => choice.value)).toEqual(['1', '2', '3', '4', '6']);
    expect(fieldChoices(recordTypes.CAA.fields[1])?.map((choice) => choice.value)).toEqual(['issue', 'issuewild', 'iodef', 'issuemail', 'issuevmc', 'contactemail', 'contactphone']);
    expect(fieldChoices(recordTypes.SRV.fields[1])).toBeNull();
    // CAA flags go up to 255, of which only 128 has a meaning (RFC 8659 section 4.1).
    expect(fieldChoices(recordTypes.CAA.fields[0])).toEqual([{ value: '0', label: '0' }, { value: '128', label: '128 critical' }]);
    // A new CAA record starts at flags 0; no other type presets a field.
    expect(presetFields(recordTypes.CAA)).toEqual({ flags: '0' });
    expect(recordTypeNames.filter((type) => type !== 'CAA').map((type) => presetFields(recordTypes[type])).filter((fields) => Object.keys(fields).length > 0)).toEqual([]);
    expect(checkRecord({ name: '@', type: 'CAA', ttl: 300, content: '5 issue "ca.example.net"', priority: null }, zone)).toEqual([]);
  });
});

describe('quoted fields', () => {
  it('print any text so that it parses back the same: quotes, backslashes, blanks, line breaks, any script (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 120 }), fc.string({ unit: 'binary', maxLength: 60 }), (value, regexp) => {
        const caa = { flags: '0', tag: 'issue', value };
        expect(parseContent(recordTypes.CAA, printContent(recordTypes.CAA, caa))).toEqual({ fields: caa });
        const naptr = { order: '10', preference: '20', flags: 'U', service: 'E2U+sip', regexp, replacement: '.' };
        expect(parseContent(recordTypes.NAPTR, printContent(recordTypes.NAPTR, naptr))).toEqual({ fields: naptr });
      }),
    );
  });

  it('escape quotes, backslashes and control characters', () => {
    expect(printContent(recordTypes.CAA, { flags: '0', tag: 'iodef', value: 'a"b\\c\nd' })).toBe('0 iodef "a\\"b\\\\c\\010d"');
  });

  it('are read unquoted too, and printed quoted', () => {
    const parsed = parseContent(recordTypes.CAA, '0 issue letsencrypt.org');
    expect(parsed).toEqual({ fields: { flags: '0', tag: 'issue', value: 'letsencrypt.org' } });
    if ('fields' in parsed) expect(printContent(recordTypes.CAA, parsed.fields)).toBe('0 issue "letsencrypt.org"');
  });
});

describe('content written loosely', () => {
  it('prints in canonical form: single blanks, hex joined', () => {
    const parsed = parseContent(recordTypes.DS, `  12345   13 2 ${hex(16)} ${hex(16)} `);
    expect(parsed).toEqual({ fields: { keyTag: '12345', algorithm: '13', digestType: '2', digest: hex(32) } });
    if ('fields' in parsed) expect(printContent(recordTypes.DS, parsed.fields)).toBe(`12345 13 2 ${hex(32)}`);
  });

  it('leaves out empty SVCB parameters when printing', () => {
    expect(printContent(recordTypes.SVCB, { svcPriority: '0', targetName: 'svc.example.net.', params: '' })).toBe('0 svc.example.net.');
  });
});
