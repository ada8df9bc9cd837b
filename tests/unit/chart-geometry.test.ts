/**
 * The charts kit's arithmetic (DESIGN.md section 11, "Charts"): bar lengths, donut slices and
 * shares, grouped bars, axis labels thinned to the width, the words-free summary of a series
 * chart, and a palette read from the theme.
 */
import { describe, expect, it } from 'vitest';
import { chartColour, chartColours, chartColourValue, chartInkValues } from '~/islands/kit/charts/chart-colours';
import { barPercent, dashOffset, donutSlices, groupedBarLayout, labelStep, seriesSummary, shares } from '~/islands/kit/charts/chart-geometry';

describe('bars', () => {
  it('are as long as their share of the longest, and a bar above zero never vanishes', () => {
    expect([0, 1, 50, 100].map((value) => barPercent(value, 100))).toEqual([0, 1, 50, 100]);
    expect(barPercent(1, 100_000)).toBe(0.5);
    expect(barPercent(5, 0)).toBe(0);
    expect(barPercent(-3, 10)).toBe(0);
  });
});

describe('donuts', () => {
  it('give each value its share, all zero for a zero total', () => {
    expect(shares([1, 3])).toEqual([0.25, 0.75]);
    expect(shares([0, 0])).toEqual([0, 0]);
  });

  it('lay slices end to end around a circle of 100, with a gap between neighbours', () => {
    const slices = donutSlices([1, 1, 2], 0.5);
    expect(slices.map((slice) => slice.start)).toEqual([0, 25, 50]);
    expect(slices.map((slice) => slice.length)).toEqual([24.5, 24.5, 49.5]);
    expect(donutSlices([0, 7])).toEqual([{ length: 0, start: 0 }, { length: 100, start: 0 }]);
    expect(dashOffset(0)).toBe(25);
    expect(dashOffset(60)).toBe(-35);
  });
});

describe('series charts', () => {
  it('group bars side by side inside each period', () => {
    expect(groupedBarLayout(1)).toEqual({ offsets: [-0.4], width: 0.8 });
    const { offsets, width } = groupedBarLayout(4);
    expect(width).toBeCloseTo(0.2);
    expect(offsets.map((offset) => Number(offset.toFixed(3)))).toEqual([-0.4, -0.2, 0, 0.2]);
  });

  it('label every period that fits, else every second, third…', () => {
    expect(labelStep(12, 800, 64)).toBe(1);
    expect(labelStep(36, 500, 64)).toBe(6);
    expect(labelStep(62, 500, 88)).toBe(13);
    expect(labelStep(1, 100)).toBe(1);
    expect(labelStep(10, 0)).toBe(1);
  });

  it('say what they show without words of their own', () => {
    const format = (value: number) => `€${value}`;
    expect(seriesSummary('Renewal cost per month', ['Nov 2026', 'Dec 2026', 'Jan 2027'], [{ label: 'EUR', values: [3, 0, 12] }], format))
      .toBe('Renewal cost per month: Nov 2026 – Jan 2027. EUR €0 – €12.');
    expect(seriesSummary('Events', [], [], format)).toBe('Events.');
  });
});

describe('the palette', () => {
  it('has nine colours with classes for both themes and a variable per theme', () => {
    expect(chartColours).toHaveLength(9);
    for (const colour of chartColours) {
      expect(colour.fill).toMatch(/^fill-[a-z-]+(-d\d)?( dark:fill-[a-z-]+)?$/);
      expect(colour.variable.light).toMatch(/^--c-/);
      expect(colour.variable.dark).toMatch(/^--c-/);
    }
    expect(chartColour(9)).toBe(chartColours[0]);
    expect(chartColour(-1)).toBe(chartColours[8]);
  });

  it('reads canvas colours from the theme’s variables, else the fallbacks', () => {
    const style = { getPropertyValue: (name: string) => (name === '--c-blue' ? ' #64b5f6 ' : name === '--c-muted' ? '#a3b0bd' : '') };
    expect(chartColourValue(chartColour(0), 'dark', style)).toBe('#64b5f6');
    expect(chartColourValue(chartColour(0), 'light', style)).toBe(chartColour(0).fallback.light);
    expect(chartColourValue(chartColour(1), 'dark')).toBe(chartColour(1).fallback.dark);
    expect(chartInkValues('dark', style)).toEqual({ text: '#a3b0bd', grid: '#2c3946' });
  });
});
