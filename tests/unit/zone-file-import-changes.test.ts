/**
 * What an import stages (src/lib/dns/zone-file/import-changes.ts), per record set: merge keeps
 * the sets the file does not name, replace makes the zone the file but for its SOA and apex NS;
 * the serial stays the zone's; records are matched by their data, however the file writes them.
 */
import { describe, expect, it } from 'vitest';
import { checkZoneFile } from '~/lib/dns/zone-file/check-zone-file.ts';
import { importChanges, importModes, type ImportChange } from '~/lib/dns/zone-file/import-changes.ts';
import { printZoneFile } from '~/lib/dns/zone-file/print-zone-file.ts';
import type { ZoneRecord } from '~/lib/dns/zone-record.ts';
import { corpus } from './support/zone-file-corpus.ts';

type LiveRecord = ZoneRecord & { id: number };
const zone = { name: 'example.com' };

const live: LiveRecord[] = [
  { id: 1, name: '@', type: 'SOA', ttl: 3600, content: 'ns1.example.net. hostmaster.example.net. 2026112301 7200 900 1209600 300', priority: null, disabled: false, comment: null },
  { id: 2, name: '@', type: 'NS', ttl: 86400, content: 'ns1.example.net.', priority: null, disabled: false, comment: null },
  { id: 3, name: '@', type: 'NS', ttl: 86400, content: 'ns2.example.net.', priority: null, disabled: false, comment: null },
  { id: 4, name: 'www', type: 'A', ttl: 300, content: '192.0.2.1', priority: null, disabled: false, comment: 'front end' },
  { id: 5, name: 'www', type: 'A', ttl: 300, content: '192.0.2.2', priority: null, disabled: false, comment: null },
  { id: 6, name: '@', type: 'MX', ttl: 3600, content: 'mail.example.net.', priority: 10, disabled: false, comment: null },
  { id: 7, name: '@', type: 'TXT', ttl: 3600, content: '"v=spf1 include:_spf.example.net " "-all"', priority: null, disabled: false, comment: 'SPF' },
  { id: 8, name: 'api', type: 'CNAME', ttl: 300, content: 'lb.example.net', priority: null, disabled: false, comment: null },
  { id: 9, name: 'old', type: 'A', ttl: 300, content: '192.0.2.9', priority: null, disabled: true, comment: 'kept for later' },
];

/** The records a zone file gives. */
function fileRecords(body: string): ZoneRecord[] {
  const checked = checkZoneFile(`$ORIGIN example.com.\n${body}`, zone);
  expect(checked.errors).toEqual([]);
  return checked.records.map((parsed) => parsed.record);
}

const byId = (changes: readonly ImportChange[]) => [...changes].sort((a, b) => (a.record_id ?? 1e9) - (b.record_id ?? 1e9) || String(a.record?.content).localeCompare(String(b.record?.content)));

describe('importChanges in merge mode', () => {
  it('keeps the record sets the file does not name, and creates what is new', () => {
    const changes = importChanges(live, fileRecords('mail 600 IN A 192.0.2.25\n'), 'merge');
    expect(changes).toEqual([
      { action: 'create', record_id: null, record: { name: 'mail', type: 'A', ttl: 600, content: '192.0.2.25', priority: null, disabled: false, comment: null } },
    ]);
  });

  it('makes a set the file names what the file says: one A changed is one update of that record', () => {
    const changes = importChanges(live, fileRecords('www 300 IN A 192.0.2.1\nwww 300 IN A 192.0.2.3\n'), 'merge');
    expect(changes).toEqual([
      { action: 'update', record_id: 5, record: { name: 'www', type: 'A', ttl: 300, content: '192.0.2.3', priority: null, disabled: false, comment: null } },
    ]);
  });

  it('deletes a live record of the set the file leaves out', () => {
    expect(importChanges(live, fileRecords('www 300 IN A 192.0.2.2\n'), 'merge')).toEqual([{ action: 'delete', record_id: 4, record: null }]);
  });

  it('updates a record whose TTL, or whether it is served, changes', () => {
    const changes = importChanges(live, fileRecords('www 600 IN A 192.0.2.1\n; disabled: www 300 IN A 192.0.2.2\n'), 'merge');
    expect(byId(changes)).toEqual([
      { action: 'update', record_id: 4, record: { name: 'www', type: 'A', ttl: 600, content: '192.0.2.1', priority: null, disabled: false, comment: 'front end' } },
      { action: 'update', record_id: 5, record: { name: 'www', type: 'A', ttl: 300, content: '192.0.2.2', priority: null, disabled: true, comment: null } },
    ]);
  });

  it('creates and deletes within one set when the file has more or fewer records than the zone', () => {
    const more = importChanges(live, fileRecords('www 300 IN A 192.0.2.1\nwww 300 IN A 192.0.2.2\nwww 300 IN A 192.0.2.3\n'), 'merge');
    expect(more).toEqual([{ action: 'create', record_id: null, record: { name: 'www', type: 'A', ttl: 300, content: '192.0.2.3', priority: null, disabled: false, comment: null } }]);
    const other = importChanges(live, fileRecords('www 300 IN A 198.51.100.1\n'), 'merge');
    expect(byId(other)).toEqual([
      { action: 'update', record_id: 4, record: { name: 'www', type: 'A', ttl: 300, content: '198.51.100.1', priority: null, disabled: false, comment: 'front end' } },
      { action: 'delete', record_id: 5, record: null },
    ]);
  });

  it('changes nothing for records the same in data however the file writes them', () => {
    const changes = importChanges(
      live,
      fileRecords(
        [
          'WWW 300 IN A 192.0.2.2', // the other order, another case
          'www 300 IN A 192.0.2.1',
          '@ 3600 IN MX 10 MAIL.Example.NET.', // case of a name
          '@ 3600 IN TXT "v=spf1 " "include:_spf.example.net -all"', // split elsewhere
          'api 300 IN CNAME lb.example.net.', // the live one has no final dot
        ].join('\n'),
      ),
      'merge',
    );
    expect(changes).toEqual([]);
  });

  it('keeps the live comment of a record the file writes without one, and takes the file’s when it has one', () => {
    expect(importChanges(live, fileRecords('@ 3600 IN TXT "v=spf1 include:_spf.example.net -all"\n'), 'merge')).toEqual([]);
    expect(importChanges(live, fileRecords('@ 3600 IN TXT "v=spf1 include:_spf.example.net -all" ; sender policy\n'), 'merge')).toEqual([
      {
        action: 'update',
        record_id: 7,
        record: { name: '@', type: 'TXT', ttl: 3600, content: '"v=spf1 include:_spf.example.net " "-all"', priority: null, disabled: false, comment: 'sender policy' },
      },
    ]);
  });

  it('takes no comment for the SOA from a BIND file that names its fields in comments', () => {
    const bind = '@ 3600 IN SOA ns1.example.net. hostmaster.example.net. (\n  2026112301 ; serial\n  2h ; refresh\n  15m ; retry\n  2w ; expire\n  5m ) ; minimum\n';
    expect(importChanges(live, fileRecords(bind), 'merge')).toEqual([]);
  });

  it('keeps a live comment over lines, or with blanks around it, that the file can only write on one line', () => {
    const zoneRecords: LiveRecord[] = [{ id: 40, name: 'www', type: 'A', ttl: 300, content: '192.0.2.1', priority: null, disabled: false, comment: ' front\nend ' }];
    const records = checkZoneFile(printZoneFile(zone, zoneRecords), zone).records.map((parsed) => parsed.record);
    expect(records[0].comment).toBe('front end');
    expect(importChanges(zoneRecords, records, 'merge')).toEqual([]);
    expect(importChanges(zoneRecords, fileRecords('www 300 IN A 192.0.2.1 ; front end, renamed\n'), 'merge')).toEqual([
      { action: 'update', record_id: 40, record: { name: 'www', type: 'A', ttl: 300, content: '192.0.2.1', priority: null, disabled: false, comment: 'front end, renamed' } },
    ]);
  });

  it('keeps the zone’s SOA serial, whatever serial the file writes', () => {
    expect(importChanges(live, fileRecords('@ 3600 IN SOA ns1.example.net. hostmaster.example.net. 1 7200 900 1209600 300\n'), 'merge')).toEqual([]);
    const changes = importChanges(live, fileRecords('@ 3600 IN SOA ns1.example.net. hostmaster.example.net. ( 2099010101 3600 900 1209600 300 )\n'), 'merge');
    expect(changes).toEqual([
      { action: 'update', record_id: 1, record: { name: '@', type: 'SOA', ttl: 3600, content: 'ns1.example.net. hostmaster.example.net. 2026112301 3600 900 1209600 300', priority: null, disabled: false, comment: null } },
    ]);
  });
});

describe('importChanges in replace mode', () => {
  it('deletes every set the file does not name but the apex SOA and NS, which the zone keeps', () => {
    const changes = importChanges(live, fileRecords('www 300 IN A 192.0.2.1\nwww 300 IN A 192.0.2.2\n'), 'replace');
    expect(byId(changes)).toEqual([
      { action: 'delete', record_id: 6, record: null },
      { action: 'delete', record_id: 7, record: null },
      { action: 'delete', record_id: 8, record: null },
      { action: 'delete', record_id: 9, record: null },
    ]);
  });

  it('replaces the apex NS when the file has its own, and keeps the serial, primary and mailbox of an SOA it writes (B7)', () => {
    const records = fileRecords('@ 300 IN SOA ns1.example.org. hostmaster.example.org. 7 3600 600 1209600 120\n@ 300 IN NS ns1.example.org.\n');
    const changes = byId(importChanges(live, records, 'replace'));
    expect(changes.map((change) => [change.action, change.record_id])).toEqual([
      ['update', 1],
      ['update', 2],
      ['delete', 3],
      ['delete', 4],
      ['delete', 5],
      ['delete', 6],
      ['delete', 7],
      ['delete', 8],
      ['delete', 9],
    ]);
    // Only the timers come from the file: the old provider's primary and mailbox never replace the zone's.
    expect(changes[0].record?.content).toBe('ns1.example.net. hostmaster.example.net. 2026112301 3600 600 1209600 120');
    expect(changes[1].record).toMatchObject({ name: '@', type: 'NS', content: 'ns1.example.org.', ttl: 300 });
  });

  it('gives no change for a file printed from the zone itself', () => {
    const text = printZoneFile(zone, live, { header: ['example.com'] });
    const checked = checkZoneFile(text, zone);
    expect(checked.errors).toEqual([]);
    for (const mode of importModes) expect(importChanges(live, checked.records.map((parsed) => parsed.record), mode), mode).toEqual([]);
  });

  it.each(corpus.map((file) => [file.title, file] as const))('gives no change for %s printed from its own records and imported again', (_title, file) => {
    const records = checkZoneFile(file.text, file.zone).records.map((parsed, index) => ({ ...parsed.record, id: index + 1 }));
    const again = checkZoneFile(printZoneFile(file.zone, records), file.zone).records.map((parsed) => parsed.record);
    expect(importChanges(records, again, 'replace')).toEqual([]);
    // And importing the original file over its own records changes nothing either.
    expect(importChanges(records, checkZoneFile(file.text, file.zone).records.map((parsed) => parsed.record), 'replace')).toEqual([]);
  });

  it('gives no change for a served record and its disabled twin, in whichever order the file has them', () => {
    for (const disabledFirst of [true, false]) {
      const twins: LiveRecord[] = [false, true].map((disabled, index) => ({ id: 20 + index, name: 'www', type: 'A', ttl: 300, content: '192.0.2.1', priority: null, disabled, comment: disabled ? 'old' : null }));
      const zoneRecords = [live[0], live[1], ...(disabledFirst ? twins.reverse() : twins)];
      const records = checkZoneFile(printZoneFile(zone, zoneRecords), zone).records.map((parsed) => parsed.record);
      expect(records.filter((record) => record.name === 'www').map((record) => record.disabled)).toHaveLength(2);
      expect(importChanges(zoneRecords, records, 'replace')).toEqual([]);
    }
  });

  it('pairs a record with the live one served or not as it is, before flipping another', () => {
    const zoneRecords: LiveRecord[] = [
      { id: 30, name: 'www', type: 'A', ttl: 300, content: '192.0.2.1', priority: null, disabled: true, comment: null },
      { id: 31, name: 'www', type: 'A', ttl: 300, content: '192.0.2.1', priority: null, disabled: false, comment: null },
    ];
    expect(importChanges(zoneRecords, fileRecords('www 300 IN A 192.0.2.1\n'), 'merge')).toEqual([{ action: 'delete', record_id: 30, record: null }]);
    expect(importChanges(zoneRecords, fileRecords('; disabled: www 300 IN A 192.0.2.1\n'), 'merge')).toEqual([{ action: 'delete', record_id: 31, record: null }]);
  });

  it('into an empty zone creates every record of the file', () => {
    const records = fileRecords('@ 300 IN SOA ns1.example.org. h.example.org. 7 7200 900 1209600 300\n@ 300 IN NS ns1.example.org.\nwww 300 IN A 192.0.2.1\n');
    const changes = importChanges([], records, 'replace');
    expect(changes.map((change) => [change.action, change.record?.type, change.record?.content])).toEqual([
      ['create', 'SOA', 'ns1.example.org. h.example.org. 7 7200 900 1209600 300'],
      ['create', 'NS', 'ns1.example.org.'],
      ['create', 'A', '192.0.2.1'],
    ]);
  });
});
