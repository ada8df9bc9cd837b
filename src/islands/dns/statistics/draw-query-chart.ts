/**
 * The queries-per-day chart (uPlot), in its own chunk: the statistics page loads it only once
 * it has numbers to draw, so the page's first script stays small (docs/ARCHITECTURE.md, "Rules
 * checked": JS budgets). Days are UTC days, as the API counts them.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  colour: string;
  counts: readonly number[];
}

export interface ChartInput {
  dates: readonly string[];
  series: readonly ChartSeries[];
  width: number;
  height: number;
  /** Axis text and grid lines, from the page's theme. */
  textColour: string;
  gridColour: string;
  formatDay(day: string): string;
  formatCount(count: number): string;
  /** Called after every drawing (the page marks the chart drawn). */
  onDraw(): void;
}

export interface QueryChart {
  resize(width: number): void;
  destroy(): void;
}

const daySeconds = 86_400;

export function drawQueryChart(target: HTMLElement, input: ChartInput): QueryChart {
  const xs = input.dates.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  const dayOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const axis = { stroke: input.textColour, grid: { stroke: input.gridColour, width: 1 }, ticks: { stroke: input.gridColour, width: 1 } };
  const options: uPlot.Options = {
    width: input.width,
    height: input.height,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    // The table under the chart holds every number; the legend names the lines, filled in their colours.
    legend: { live: false, markers: { width: 0, fill: (_u, index) => input.series[index - 1]?.colour ?? 'transparent' } },
    scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(10, max * 1.05)] } },
    axes: [
      { ...axis, space: 70, incrs: [daySeconds, daySeconds * 7, daySeconds * 14, daySeconds * 28], values: (_u, splits) => splits.map((seconds) => input.formatDay(dayOf(seconds))) },
      { ...axis, size: 70, values: (_u, splits) => splits.map((count) => input.formatCount(count)) },
    ],
    series: [
      { label: '', value: (_u, seconds) => (seconds == null ? '' : input.formatDay(dayOf(seconds))) },
      ...input.series.map((entry) => ({
        label: entry.label,
        stroke: entry.colour,
        width: 2,
        points: { show: input.dates.length <= 31, size: 5, fill: entry.colour },
        value: (_u: uPlot, count: number | null) => (count == null ? '' : input.formatCount(count)),
      })),
    ],
    hooks: { draw: [() => input.onDraw()] },
  };
  const chart = new uPlot(options, [xs, ...input.series.map((entry) => [...entry.counts])], target);
  return {
    resize: (width) => chart.setSize({ width, height: input.height }),
    destroy: () => chart.destroy(),
  };
}
