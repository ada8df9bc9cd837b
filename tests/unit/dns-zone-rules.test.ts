/** Names inside the zone, shown relative; IDN names; rules across records; protected records. */
import { describe, expect, it } from 'vitest';
import { checkRecord } from '~/lib/dns/check-record';
import { checkZone } from '~/lib/dns/check-zone';
import { absoluteName, asciiName, displayName, relativeName } from '~/lib/dns/names';
import { isProtected } from '~/lib/dns/protected-records';
import type { ZoneRecord } from '~/lib/dns/zone-record';

const zone = { name: 'example.com' };
const soa: ZoneRecord = { name: '@', type: 'SOA', ttl: 3600, content: 'ns1.example.net. hostmaster.example.net. 2026112301 7200 900 1209600 300' };
const ns1: ZoneRecord = { name: '@', type: 'NS', ttl: 86400, content: 'ns1.example.net.' };
const ns2: ZoneRecord = { name: '@', type: 'NS', ttl: 86400, content: 'ns2.example.net.' };
const a = (name: string, content = '192.0.2.1'): ZoneRecord => ({ name, type: 'A', ttl: 300, content });
const cname = (name: string, content = 'target.example.net.'): ZoneRecord => ({ name, type: 'CNAME', ttl: 300, content });

describe('names', () => {
  it('are shown relative, whether written relative or absolute', () => {
    expect(relativeName('www', zone)).toBe('www');
    expect(relativeName('www.example.com.', zone)).toBe('www');
    expect(relativeName('WWW.Example.COM.', zone)).toBe('www');
    expect(relativeName('example.com.', zone)).toBe('@');
    expect(relativeName('@', zone)).toBe('@');
    expect(relativeName('', zone)).toBe('@');
    expect(relativeName('*.dev.example.com.', { name: 'example.com.' })).toBe('*.dev');
  });

  it('read a name ending in the zone without the final dot as absolute, not as a name under it', () => {
    expect(relativeName('www.example.com', zone)).toBe('www');
    expect(relativeName('example.com', zone)).toBe('@');
  });

  it('are outside the zone when absolute and elsewhere', () => {
    expect(relativeName('www.example.org.', zone)).toBeNull();
    expect(relativeName('badexample.com.', zone)).toBeNull();
    expect(checkRecord({ ...a('www.example.org.') }, zone)).toEqual([
      expect.objectContaining({ field: 'name', key: 'problems.nameOutside', message: 'Name: www.example.org. is not inside the zone example.com' }),
    ]);
  });

  it('print absolute with the final dot', () => {
    expect(absoluteName('www', zone)).toBe('www.example.com.');
    expect(absoluteName('@', zone)).toBe('example.com.');
    expect(absoluteName('x.example.org.', zone)).toBeNull();
  });

  it('take * only as the whole first label', () => {
    expect(checkRecord(a('*'), zone)).toEqual([]);
    expect(checkRecord(a('*.dev'), zone)).toEqual([]);
    for (const name of ['dev.*', 'a*.dev', '*.*']) {
      expect(checkRecord(a(name), zone)).toEqual([expect.objectContaining({ field: 'name', key: 'problems.wildcard', message: 'Name: * is allowed only as the whole first label' })]);
    }
  });

  it('take underscore labels (SRV, TLSA, DKIM, DMARC owners) but no hyphen at either end of a label', () => {
    for (const name of ['_sip._tcp', '_443._tcp.www', 's1._domainkey', '_dmarc', 'mail-1']) expect(checkRecord(a(name), zone)).toEqual([]);
    expect(checkRecord(a('-www'), zone)).toEqual([expect.objectContaining({ field: 'name', key: 'problems.label', values: expect.objectContaining({ label: '-www' }) })]);
    expect(checkRecord(a('a..b'), zone)).toEqual([expect.objectContaining({ field: 'name', key: 'problems.label' })]);
    expect(checkRecord(a(`${'x'.repeat(64)}`), zone)).toEqual([expect.objectContaining({ field: 'name', key: 'problems.label' })]);
    expect(checkRecord(a(`${'x'.repeat(63)}`), zone)).toEqual([]);
  });

  it('are at most 253 characters with the zone', () => {
    const long = Array.from({ length: 4 }, () => 'x'.repeat(61)).join('.');
    expect(checkRecord(a(long), zone)).toEqual([expect.objectContaining({ field: 'name', key: 'problems.nameTooLong', message: 'Name: at most 253 characters in all' })]);
  });

  it('in Unicode are refused with their A-label to use instead', () => {
    expect(checkRecord(a('bücher'), zone)).toEqual([
      expect.objectContaining({ field: 'name', key: 'problems.unicodeName', values: expect.objectContaining({ ascii: 'xn--bcher-kva' }), message: 'Name: write the name as its A-label, xn--bcher-kva' }),
    ]);
    expect(checkRecord(a('xn--bcher-kva'), zone)).toEqual([]);
  });

  it('with A-labels are shown in Unicode with the A-label beside', () => {
    expect(displayName('xn--bcher-kva')).toBe('bücher (xn--bcher-kva)');
    expect(displayName('shop.xn--bcher-kva.example.')).toBe('shop.bücher.example. (shop.xn--bcher-kva.example.)');
    expect(displayName('www')).toBe('www');
    expect(displayName('xn--invalid-')).toBe('xn--invalid-');
    expect(asciiName('Bücher')).toBe('xn--bcher-kva');
    expect(asciiName('日本語.example')).toBe('xn--wgv71a119e.example');
  });
});

describe('checkZone', () => {
  const healthy = [soa, ns1, ns2, a('@'), cname('www'), a('mail')];

  it('finds nothing in a healthy zone', () => {
    expect(checkZone(healthy, zone)).toEqual([]);
  });

  it('refuses a CNAME at the apex', () => {
    expect(checkZone([...healthy, cname('@')], zone)).toEqual([
      expect.objectContaining({ name: '@', type: 'CNAME', field: 'name', key: 'problems.cnameAtApex', message: 'Name: a CNAME cannot be at the zone apex (@); use an ALIAS record' }),
    ]);
    expect(checkZone([...healthy, cname('example.com.')], zone)).toEqual([expect.objectContaining({ key: 'problems.cnameAtApex' })]);
  });

  it('refuses a CNAME beside other records at its name, naming their types', () => {
    const problems = checkZone([...healthy, a('www'), { name: 'www', type: 'TXT', ttl: 300, content: '"x"' }], zone);
    expect(problems).toEqual([
      expect.objectContaining({ name: 'www', type: 'CNAME', field: 'name', key: 'problems.cnameNotAlone', message: 'Name: a CNAME must be the only record at www, which also has A and TXT' }),
    ]);
  });

  it('refuses two CNAMEs at one name, and compares names written differently as one', () => {
    expect(checkZone([...healthy, cname('www.example.com.', 'other.example.net.')], zone)).toEqual([
      expect.objectContaining({ name: 'www', key: 'problems.cnameNotAlone', values: expect.objectContaining({ types: 'CNAME' }) }),
      expect.objectContaining({ name: 'www', key: 'problems.cnameNotAlone' }),
    ]);
  });

  it('ignores disabled records, which are not published', () => {
    expect(checkZone([...healthy, { ...a('www'), disabled: true }], zone)).toEqual([]);
  });

  it('needs exactly one SOA, at the apex', () => {
    expect(checkZone([ns1, a('@')], zone)).toEqual([expect.objectContaining({ name: '@', type: 'SOA', field: 'type', key: 'problems.soaMissing' })]);
    expect(checkZone([...healthy, { ...soa, content: soa.content.replace('2026112301', '2026112302') }], zone)).toEqual([
      expect.objectContaining({ name: '@', type: 'SOA', key: 'problems.soaExtra', message: 'Type: a zone has only one SOA record' }),
    ]);
    expect(checkZone([...healthy, { ...soa, name: 'sub' }], zone)).toEqual([expect.objectContaining({ name: 'sub', type: 'SOA', field: 'name', key: 'problems.soaNotApex' })]);
  });

  it('needs NS records at the apex; NS lower down is a delegation and does not count', () => {
    expect(checkZone([soa, a('@'), { ...ns1, name: 'sub' }], zone)).toEqual([
      expect.objectContaining({ name: '@', type: 'NS', key: 'problems.apexNsMissing', message: 'Type: the zone needs at least one NS record at @' }),
    ]);
  });

  it('finds the same record twice, however its content is spelled', () => {
    expect(checkZone([...healthy, { ...ns1, content: 'NS1.example.net' }], zone)).toEqual([
      expect.objectContaining({ name: '@', type: 'NS', field: 'content', key: 'problems.duplicate' }),
    ]);
    const mx = { name: '@', type: 'MX', ttl: 300, content: 'mx.example.net.' };
    expect(checkZone([...healthy, { ...mx, priority: 10 }, { ...mx, priority: 20 }], zone)).toEqual([]);
  });

  it('finds two SPF records at one name', () => {
    const spf = (text: string): ZoneRecord => ({ name: '@', type: 'TXT', ttl: 300, content: `"${text}"` });
    expect(checkZone([...healthy, spf('v=spf1 mx -all'), spf('v=spf1 include:_spf.example.net -all')], zone)).toEqual([
      expect.objectContaining({ name: '@', type: 'TXT', key: 'problems.spfTwice', message: 'Text: @ has two SPF records, which makes SPF fail' }),
    ]);
  });
});

describe('isProtected', () => {
  it('protects the apex SOA always', () => {
    expect(isProtected(soa, zone)).toBe(true);
    expect(isProtected({ ...soa, name: 'example.com.' }, zone, [soa, ns1])).toBe(true);
  });

  it('protects the last apex NS, not one of several', () => {
    expect(isProtected(ns1, zone, [soa, ns1])).toBe(true);
    expect(isProtected(ns1, zone, [soa, ns1, ns2])).toBe(false);
    expect(isProtected(ns1, zone, [soa, ns1, { ...ns2, disabled: true }])).toBe(true);
    expect(isProtected(ns1, zone, [soa, ns1, { ...ns1 }])).toBe(true);
    expect(isProtected(ns1, zone)).toBe(true);
  });

  it('leaves other records, and delegations, free to delete', () => {
    expect(isProtected({ ...ns1, name: 'sub' }, zone, [soa, ns1, { ...ns1, name: 'sub' }])).toBe(false);
    expect(isProtected(a('@'), zone, healthyZone())).toBe(false);
  });
});

function healthyZone(): ZoneRecord[] {
  return [soa, ns1, ns2, a('@')];
}
