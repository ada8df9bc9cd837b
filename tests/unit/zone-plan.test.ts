/**
 * The plan of a zone's draft (DESIGN.md section 12): per record set create, modify and delete,
 * sorted; applying it to the live zone yields the draft; the safety warnings; the next serial.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPlan, planChanges } from '../../src/lib/dns/plan/plan-changes.ts';
import { planWarnings } from '../../src/lib/dns/plan/plan-warnings.ts';
import { nextSerial } from '../../src/lib/dns/plan/next-serial.ts';
import { recordFingerprint } from '../../src/lib/dns/plan/record-sets.ts';
import { soaSerialOf, withSoaSerial } from '../../src/lib/dns/plan/soa-serial.ts';
import type { ZoneRecord } from '../../src/lib/dns/zone-record.ts';

const record = (name: string, type: string, content: string, ttl = 3600, priority: number | null = null): ZoneRecord => ({ name, type, ttl, content, priority });

const apex = [
  record('@', 'SOA', 'ns1.example.net. hostmaster.example.net. 2026010100 7200 900 1209600 300'),
  record('@', 'NS', 'ns1.example.net.'),
  record('@', 'NS', 'ns2.example.net.'),
];

const multiset = (records: readonly ZoneRecord[]) => records.map(recordFingerprint).sort();

describe('planChanges', () => {
  it('finds creates, modifies and deletes per record set, sorted by name then type', () => {
    const live = [...apex, record('www', 'A', '192.0.2.1'), record('mail', 'A', '192.0.2.2'), record('@', 'MX', 'mx.example.net.', 3600, 10)];
    const draft = [...apex, record('www', 'A', '192.0.2.1'), record('www', 'A', '192.0.2.9'), record('@', 'MX', 'mx.example.net.', 3600, 20), record('api', 'AAAA', '2001:db8::1')];
    const changes = planChanges(live, draft);
    expect(changes.map((change) => [change.action, change.name, change.type])).toEqual([
      ['modify', '@', 'MX'],
      ['create', 'api', 'AAAA'],
      ['delete', 'mail', 'A'],
      ['modify', 'www', 'A'],
    ]);
    expect(changes[0]).toMatchObject({ before: [{ priority: 10 }], after: [{ priority: 20 }] });
    expect(changes[3]?.after.map((entry) => entry.content)).toEqual(['192.0.2.1', '192.0.2.9']);
  });

  it('sees no change when a set holds the same records in another order, and a change in TTL, comment or disabled', () => {
    const live = [record('www', 'A', '192.0.2.1'), record('www', 'A', '192.0.2.2')];
    expect(planChanges(live, [...live].reverse())).toEqual([]);
    expect(planChanges(live, [live[0]!, { ...live[1]!, ttl: 600 }]).map((change) => change.action)).toEqual(['modify']);
    expect(planChanges(live, [live[0]!, { ...live[1]!, disabled: true }]).map((change) => change.action)).toEqual(['modify']);
    expect(planChanges(live, [live[0]!, { ...live[1]!, comment: 'old box' }]).map((change) => change.action)).toEqual(['modify']);
  });

  const names = fc.constantFrom('@', 'www', 'mail', 'api', '_dmarc', 'a.b');
  const types = fc.constantFrom('A', 'AAAA', 'TXT', 'MX', 'CNAME');
  const anyRecord = fc.record({
    name: names,
    type: types,
    ttl: fc.constantFrom(60, 300, 3600),
    content: fc.constantFrom('192.0.2.1', '192.0.2.2', '"v=spf1 -all"', 'host.example.net.'),
    priority: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    disabled: fc.boolean(),
    comment: fc.option(fc.constantFrom('a', 'b'), { nil: null }),
  });

  it('applying the plan to the live zone yields the draft (as multisets), and a zone planned against itself has no changes', () => {
    fc.assert(
      fc.property(fc.array(anyRecord, { maxLength: 25 }), fc.array(anyRecord, { maxLength: 25 }), (live, draft) => {
        const changes = planChanges(live, draft);
        expect(multiset(applyPlan(live, changes))).toEqual(multiset(draft));
        expect(planChanges(draft, applyPlan(live, changes))).toEqual([]);
        for (const change of changes) {
          expect(change.action === 'create' ? change.before.length === 0 : change.action === 'delete' ? change.after.length === 0 : change.before.length > 0 && change.after.length > 0).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('planWarnings', () => {
  const codes = (live: ZoneRecord[], draft: ZoneRecord[]) => planWarnings(live, draft, planChanges(live, draft)).map((warning) => warning.code);

  it('warns of an apex NS change', () => {
    expect(codes(apex, [...apex.slice(0, 2), record('@', 'NS', 'ns3.example.net.')])).toEqual(['apex_ns_change']);
    expect(codes(apex, [...apex, record('www', 'A', '192.0.2.1')])).toEqual([]);
  });

  it('warns when more than 30 % of a zone of 10 or more records is deleted', () => {
    const hosts = Array.from({ length: 10 }, (_, index) => record(`h${index}`, 'A', `192.0.2.${index + 1}`));
    const live = [...apex, ...hosts];
    expect(codes(live, [...apex, ...hosts.slice(3)])).toEqual([]); // 3 of 13
    expect(codes(live, [...apex, ...hosts.slice(4)])).toEqual(['mass_delete']); // 4 of 13
    // A TTL change is not a delete; a small zone never warns.
    expect(codes(live, [...apex, ...hosts.map((host) => ({ ...host, ttl: 600 }))])).toEqual([]);
    expect(codes([...apex, ...hosts.slice(0, 6)], [...apex])).toEqual([]);
  });

  it('warns of a changed record with a TTL below 300, not of an unchanged one', () => {
    const live = [...apex, record('www', 'A', '192.0.2.1', 60)];
    expect(codes(live, [...live, record('www', 'A', '192.0.2.2', 3600)])).toEqual([]);
    expect(codes(live, [...live, record('api', 'A', '192.0.2.2', 120)])).toEqual(['low_ttl']);
  });

  it('warns of a CNAME that would share its name with other records', () => {
    const live = [...apex, record('www', 'A', '192.0.2.1')];
    expect(codes(live, [...live, record('www', 'CNAME', 'example.net.')])).toEqual(['cname_shadow']);
    expect(codes(live, [...live, record('shop', 'CNAME', 'example.net.')])).toEqual([]);
  });
});

describe('the SOA serial', () => {
  const today = new Date('2026-11-23T15:00:00Z');

  it('starts today at 00 and counts up within the day', () => {
    expect(nextSerial(2026070307, today)).toBe(2026112300);
    expect(nextSerial(2026112300, today)).toBe(2026112301);
    expect(nextSerial(2026112341, today)).toBe(2026112342);
    expect(nextSerial(2026112400, today)).toBe(2026112401);
  });

  it('is read from and written into the SOA content', () => {
    const content = 'ns1.example.net. hostmaster.example.net. 2026010100 7200 900 1209600 300';
    expect(soaSerialOf(content)).toBe(2026010100);
    expect(withSoaSerial(content, 2026112300)).toBe('ns1.example.net. hostmaster.example.net. 2026112300 7200 900 1209600 300');
    expect(withSoaSerial('ns1.example.net. hostmaster.example.net. ( 7 7200 900 1209600 300 )', 8)).toBe('ns1.example.net. hostmaster.example.net. 8 7200 900 1209600 300');
  });
});
