/** The reference API's seeded zones pass the editor's own checks, so a fresh zone opens without problems. */
import { describe, expect, it } from 'vitest';
import { buildReverseZoneRecords, buildZoneRecords } from '../../server/api/db/seed/dns-record-set.ts';
import { createSeededRandom } from '../../server/api/db/seed/seeded-random.ts';
import { checkRecord } from '~/lib/dns/check-record';
import { checkZone } from '~/lib/dns/check-zone';

describe('seeded zones', () => {
  it('have no record or zone problem, whatever types they draw', () => {
    const types = new Set<string>();
    for (let index = 0; index < 300; index++) {
      const zone = { name: `zone-${index}.example` };
      const records = buildZoneRecords(createSeededRandom(zone.name), zone.name, 2026112301);
      for (const record of records) types.add(record.type);
      expect(records.flatMap((record) => checkRecord(record, zone).map((found) => `${record.name} ${record.type} ${record.content}: ${found.message}`))).toEqual([]);
      expect(checkZone(records, zone)).toEqual([]);
    }
    expect([...types].sort()).toEqual(['A', 'AAAA', 'CAA', 'CNAME', 'DS', 'HTTPS', 'MX', 'NS', 'SOA', 'SRV', 'SVCB', 'TLSA', 'TXT']);
  });

  it('reverse zones have no problem either', () => {
    const zone = { name: '5.10.in-addr.arpa' };
    const records = buildReverseZoneRecords(createSeededRandom('reverse'), 'hosts.example', 2026112301, 30);
    expect(records.flatMap((record) => checkRecord(record, zone))).toEqual([]);
    expect(checkZone(records, zone)).toEqual([]);
  });
});
