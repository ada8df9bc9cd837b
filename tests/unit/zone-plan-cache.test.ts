import { describe, expect, it } from 'vitest';
import { createPlanCache } from '../../server/api/dns/zone-plan-cache.ts';
import type { DraftRow } from '../../server/api/dns/zone-drafts.ts';
import type { ZonePlan } from '../../server/api/dns/zone-plan.ts';
import type { ZoneRow } from '../../server/api/dns/zone-rows.ts';

const zone = (id: number, serial: number) => ({ id, serial, name: 'example.com' }) as ZoneRow;
const draft = (id: number, version: number) => ({ id, version }) as DraftRow;
const plan = (label: string) => ({ zone_id: 0, label }) as unknown as ZonePlan;

describe('the plan cache', () => {
  it('answers a plan again until the zone is published or the draft written', () => {
    const cache = createPlanCache<ZonePlan>();
    let computed = 0;
    const compute = () => plan(`plan ${(computed += 1)}`);
    const first = cache.planOf(zone(1, 10), draft(5, 1), compute);
    expect(cache.planOf(zone(1, 10), draft(5, 1), compute)).toBe(first);
    expect(computed).toBe(1);
    // A change staged (the draft's version), a publish (the serial), a draft brought back (its id), no draft: each a new plan.
    expect(cache.planOf(zone(1, 10), draft(5, 2), compute)).not.toBe(first);
    expect(cache.planOf(zone(1, 11), draft(5, 2), compute)).not.toBe(first);
    expect(cache.planOf(zone(1, 11), draft(6, 2), compute)).not.toBe(first);
    expect(cache.planOf(zone(1, 11), undefined, compute)).not.toBe(first);
    expect(cache.planOf(zone(2, 10), draft(5, 1), compute)).not.toBe(first);
    expect(computed).toBe(6);
  });

  it('keeps the plans read last and forgets the oldest', () => {
    const cache = createPlanCache<ZonePlan>(2);
    let computed = 0;
    const compute = () => plan(`plan ${(computed += 1)}`);
    cache.planOf(zone(1, 1), undefined, compute);
    cache.planOf(zone(2, 1), undefined, compute);
    cache.planOf(zone(1, 1), undefined, compute); // read again: now the newest
    cache.planOf(zone(3, 1), undefined, compute); // zone 2 goes
    expect(computed).toBe(3);
    cache.planOf(zone(1, 1), undefined, compute);
    expect(computed).toBe(3);
    cache.planOf(zone(2, 1), undefined, compute);
    expect(computed).toBe(4);
  });
});
