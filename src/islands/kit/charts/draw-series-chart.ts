/**
 * A series chart drawn by uPlot, in its own chunk with uPlot's stylesheet: only a page that
 * draws a series chart loads either (docs/ARCHITECTURE.md, "Rules checked": JS budgets). The x
 * axis is the periods in order (one step each, labels thinned to fit the width); lines, or bars
 * grouped side by side per period.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { groupedBarLayout, labelStep } from './chart-geometry';

export interface DrawnSeries {
  label: string;
  colour: string;
  values: readonly number[];
}

export interface SeriesChartInput {
  periods: readonly string[];
  series: readonly DrawnSeries[];
  kind: 'line' | 'bars';
  width: number;
  height: number;
  textColour: string;
  gridColour: string;
  format(value: number): string;
  /** After every drawing (the figure is marked drawn). */
  onDraw(): void;
}

export interface DrawnChart {
  resize(width: number): void;
  destroy(): void;
}

/** uPlot's facet unit for values on the scale (its const enum, which isolated modules cannot read). */
const scaleValueUnit = 1 as uPlot.Series.BarsPathBuilderFacetUnit;

/** Steps of a scale of counts: no "0.5 events" between whole ones. */
const wholeSteps = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((step) => step * 10 ** power)).flat();

export function drawSeriesChart(target: HTMLElement, input: SeriesChartInput): DrawnChart {
  const { periods, series, kind } = input;
  const xs = periods.map((_, index) => index);
  const layout = groupedBarLayout(series.length);
  const wholeNumbers = series.every((entry) => entry.values.every(Number.isInteger));
  const axis = { stroke: input.textColour, grid: { stroke: input.gridColour, width: 1 }, ticks: { stroke: input.gridColour, width: 1 } };
  const bars = (seriesIndex: number) => uPlot.paths.bars!({
    disp: {
      x0: { unit: scaleValueUnit, values: (u) => (u.data[0] as number[]).map((x) => x + layout.offsets[seriesIndex]!) },
      size: { unit: scaleValueUnit, values: (u) => (u.data[0] as number[]).map(() => layout.width) },
    },
  });
  const options: uPlot.Options = {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(0.5, periods.length - 0.5)] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.08 : 1] },
    },
    axes: [
      {
        ...axis,
        splits: (u) => {
          const step = labelStep(periods.length, u.bbox.width / uPlot.pxRatio, 88);
          return xs.filter((index) => index % step === 0);
        },
        values: (_u, splits) => splits.map((index) => periods[index] ?? ''),
      },
      { ...axis, size: 72, ...(wholeNumbers ? { incrs: wholeSteps } : {}), values: (_u, splits) => splits.map((value) => input.format(value)) },
    ],
    series: [
      {},
      ...series.map((entry, index): uPlot.Series => (kind === 'bars'
        ? { label: entry.label, stroke: entry.colour, fill: entry.colour, width: 0, paths: bars(index), points: { show: false } }
        : { label: entry.label, stroke: entry.colour, width: 2, points: { show: periods.length <= 31, size: 5, fill: entry.colour } })),
    ],
    hooks: { draw: [() => input.onDraw()] },
  };
  const chart = new uPlot(options, [xs, ...series.map((entry) => [...entry.values])], target);
  return {
    resize: (width) => chart.setSize({ width, height: input.height }),
    destroy: () => chart.destroy(),
  };
}
