/** The watch screens' arithmetic (src/lib/watch/watch-figures.ts): totals, counts in order, week labels, sparkline bars. */
import { describe, expect, it } from 'vitest';
import { riskBands, watchCaseStatuses, lookalikeTechniques } from '~/lib/schemas/watch-insights';
import { countsByMost, countsInOrder, countTotal, sparkBars, trendPeak, watchTotals, weekLabel } from '~/lib/watch/watch-figures';

describe('the watch overview totals', () => {
  it('adds every watch’s counts and counts the watches', () => {
    const watches = [
      { matches: 12, new_this_week: 3, open_cases: 2, high_risk: 4 },
      { matches: 5, new_this_week: 0, open_cases: 1, high_risk: 0 },
    ];
    expect(watchTotals(watches)).toEqual({ watches: 2, matches: 17, new_this_week: 3, open_cases: 3, high_risk: 4 });
    expect(watchTotals([])).toEqual({ watches: 0, matches: 0, new_this_week: 0, open_cases: 0, high_risk: 0 });
  });
});

describe('counts in their declared order', () => {
  it('puts risk bands high → low, a missing band as zero', () => {
    expect(countsInOrder([{ key: 'low', count: 4 }, { key: 'high', count: 2 }], riskBands)).toEqual([
      { key: 'high', count: 2 }, { key: 'medium', count: 0 }, { key: 'low', count: 4 },
    ]);
  });

  it('keeps a state the declaration does not know, last', () => {
    const counts = countsInOrder([{ key: 'archived' as 'open', count: 1 }, { key: 'open', count: 3 }], watchCaseStatuses);
    expect(counts.map((entry) => entry.key)).toEqual(['open', 'investigating', 'action_taken', 'closed', 'archived']);
    expect(countTotal(counts)).toBe(4);
  });

  it('lists techniques with matches, most first, ties in the detector’s order', () => {
    const counts = countsByMost([
      { key: 'added_word', count: 3 }, { key: 'homoglyph', count: 3 }, { key: 'other', count: 0 }, { key: 'tld_swap', count: 7 },
    ], lookalikeTechniques);
    expect(counts).toEqual([{ key: 'tld_swap', count: 7 }, { key: 'homoglyph', count: 3 }, { key: 'added_word', count: 3 }]);
  });
});

describe('the trend', () => {
  const trend = [{ week: '2026-09-07', matches: 0 }, { week: '2026-09-14', matches: 4 }, { week: '2026-09-21', matches: 1 }, { week: '2026-09-28', matches: 2 }];

  it('reads a week as a short date in the reader’s language, in UTC', () => {
    expect(weekLabel('2026-09-07', 'en')).toBe('Sep 7');
    expect(weekLabel('2026-09-07', 'es')).toBe('7 sept');
    expect(weekLabel('2026-09-07', 'ja')).toBe('9月7日');
    expect(weekLabel('not a week', 'en')).toBe('not a week');
  });

  it('draws a bar per week, the tallest full height, an empty week none, a small week still visible', () => {
    expect(trendPeak(trend)).toBe(4);
    const bars = sparkBars([...trend, { week: '2026-10-05', matches: 100 }], 28);
    expect(bars).toHaveLength(5);
    expect(bars[0]!.height).toBe(0);
    expect(bars[4]!.height).toBe(28);
    expect(bars[2]!.height).toBe(2);
    expect(bars.every((bar, index) => bar.x >= index * 20 && bar.x + bar.width <= (index + 1) * 20)).toBe(true);
    expect(sparkBars([{ week: '2026-09-07', matches: 0 }]).every((bar) => bar.height === 0)).toBe(true);
  });
});
