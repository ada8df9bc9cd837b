/**
 * The seeded zones are publishable as they stand (DESIGN.md section 12): each has one SOA at
 * the apex whose serial is the zone's and NS records at the apex; SEED_LARGE_ZONE grows one
 * zone of the demo customer to the asked number of records, and only when asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { checkZone } from '../../src/lib/dns/check-zone.ts';
import { soaSerialOf } from '../../src/lib/dns/plan/soa-serial.ts';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { migrate } from '../../server/api/db/migrate.ts';
import { seedDatabase, seedOptionsFromEnv } from '../../server/api/db/seed/seed-database.ts';
import { recordOfRow } from '../../server/api/dns/zone-rows.ts';

describe('seeded zones', () => {
  let db: DatabaseSync;
  let largeZone: ReturnType<typeof seedDatabase>['largeZone'];
  beforeAll(() => {
    db = openDatabase(':memory:');
    migrate(db);
    largeZone = seedDatabase(db, { domains: 40, ...seedOptionsFromEnv({ SEED_LARGE_ZONE: '10000' }) }).largeZone;
    // Seeding ten thousand records takes seconds on a busy two-core machine, not the default ten.
  }, 60_000);
  afterAll(() => db.close());

  it('have one apex SOA carrying the zone\'s serial, and apex NS records', () => {
    const zones = db.prepare('SELECT id, name, serial FROM dns_zones').all();
    expect(zones.length).toBeGreaterThan(10);
    for (const zone of zones) {
      const soa = db.prepare("SELECT content FROM dns_records WHERE zone_id = ? AND type = 'SOA'").all(zone.id);
      expect(soa, String(zone.name)).toHaveLength(1);
      expect(db.prepare("SELECT count(*) AS n FROM dns_records WHERE zone_id = ? AND type = 'SOA' AND name = '@'").get(zone.id)?.n).toBe(1);
      expect(soaSerialOf(String(soa[0]!.content)), String(zone.name)).toBe(Number(zone.serial));
      expect(Number(db.prepare("SELECT count(*) AS n FROM dns_records WHERE zone_id = ? AND type = 'NS' AND name = '@'").get(zone.id)?.n), String(zone.name)).toBeGreaterThan(0);
    }
  });

  it('grow one zone of the demo customer to SEED_LARGE_ZONE records, which keep the zone rules', () => {
    expect(largeZone).not.toBeNull();
    const records = db.prepare('SELECT * FROM dns_records WHERE zone_id = ?').all(largeZone!.zoneId).map(recordOfRow);
    expect(records).toHaveLength(10_000);
    expect(largeZone!.records).toBe(10_000);
    expect(checkZone(records, { name: largeZone!.name })).toEqual([]);
    expect(db.prepare('SELECT domain_id FROM dns_zones WHERE id = ?').get(largeZone!.zoneId)?.domain_id).toBe(largeZone!.domainId);
  });

  it('are not grown in the default demo, and refuse a nonsensical size', () => {
    expect(seedOptionsFromEnv({}).largeZoneRecords).toBeUndefined();
    expect(() => seedOptionsFromEnv({ SEED_LARGE_ZONE: '12abc' })).toThrow(/SEED_LARGE_ZONE/);
    expect(() => seedOptionsFromEnv({ SEED_LARGE_ZONE: '5' })).toThrow(/SEED_LARGE_ZONE/);
  });
});
