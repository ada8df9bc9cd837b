/**
 * The seeded traffic (seed-intelligence.ts): the 12 whole months before the seed's month, and
 * visits per month around the result's monthly visits — the same from the same seed, ending near
 * the monthly figure, never negative.
 */
import { describe, expect, it } from 'vitest';
import { trafficMonths, trafficVisits } from '../../server/api/db/seed/seed-intelligence.ts';
import { createSeededRandom } from '../../server/api/db/seed/seeded-random.ts';

describe('the seeded traffic', () => {
  it('covers the 12 whole months before the seed\'s month, oldest first', () => {
    expect(trafficMonths('2026-03-15T10:00:00.000Z')).toEqual([
      '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02',
    ]);
  });

  it('gives the same visits from the same seed, around the monthly visits', () => {
    const months = trafficMonths('2026-03-15T10:00:00.000Z');
    const first = trafficVisits(createSeededRandom('traffic/a'), 100_000, months);
    expect(trafficVisits(createSeededRandom('traffic/a'), 100_000, months)).toEqual(first);
    expect(trafficVisits(createSeededRandom('traffic/b'), 100_000, months)).not.toEqual(first);
    expect(first).toHaveLength(12);
    for (const visits of first) expect(visits).toBeGreaterThanOrEqual(0);
    // The last month: the trend has reached 100 %, so only the season (≤ 25 %) and the noise (± 8 %) move it.
    expect(first.at(-1)!).toBeGreaterThan(100_000 * 0.75 * 0.92);
    expect(first.at(-1)!).toBeLessThan(100_000 * 1.25 * 1.08);
    expect(trafficVisits(createSeededRandom('traffic/c'), 0, months)).toEqual(Array(12).fill(0));
  });
});
