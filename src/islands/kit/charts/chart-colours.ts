/**
 * The charts' palette (DESIGN.md section 11, "Charts"): the theme's own colours, so a chart
 * follows the light and the dark theme and any colours the runtime configuration sets. Each
 * colour is a step of a theme colour at least 3:1 against the surface it is drawn on (WCAG
 * 1.4.11): a darker step on the light surface, the colour itself on the dark one. SVG charts use
 * the classes (UnoCSS finds them in this file); canvas charts (uPlot) read the CSS variable of
 * the theme shown.
 */
import type { StatusTone } from '~/lib/resources/status-tones';
import type { ThemeName } from '~/lib/theme/resolve-theme';

export interface ChartColour {
  /** SVG fill, both themes. */
  fill: string;
  /** SVG stroke, both themes. */
  stroke: string;
  /** A legend's swatch (an HTML element's background). */
  swatch: string;
  /** The CSS variable holding the colour in each theme (for canvas). */
  variable: Readonly<Record<ThemeName, string>>;
  /** Used when the variable is missing (a page without the theme's stylesheet). */
  fallback: Readonly<Record<ThemeName, string>>;
}

export const chartColours: readonly ChartColour[] = [
  {
    fill: 'fill-blue-d1 dark:fill-blue', stroke: 'stroke-blue-d1 dark:stroke-blue', swatch: 'bg-blue-d1 dark:bg-blue',
    variable: { light: '--c-blue-d1', dark: '--c-blue' }, fallback: { light: '#1a74c3', dark: '#64b5f6' },
  },
  {
    fill: 'fill-amber-d2 dark:fill-amber', stroke: 'stroke-amber-d2 dark:stroke-amber', swatch: 'bg-amber-d2 dark:bg-amber',
    variable: { light: '--c-amber-d2', dark: '--c-amber' }, fallback: { light: '#b36400', dark: '#ffca28' },
  },
  {
    fill: 'fill-green', stroke: 'stroke-green', swatch: 'bg-green',
    variable: { light: '--c-green', dark: '--c-green' }, fallback: { light: '#2e7d32', dark: '#81c784' },
  },
  {
    fill: 'fill-chart', stroke: 'stroke-chart', swatch: 'bg-chart',
    variable: { light: '--c-chart', dark: '--c-chart' }, fallback: { light: '#3949ab', dark: '#9fa8da' },
  },
  {
    fill: 'fill-red', stroke: 'stroke-red', swatch: 'bg-red',
    variable: { light: '--c-red', dark: '--c-red' }, fallback: { light: '#c62828', dark: '#ef9a9a' },
  },
  {
    fill: 'fill-teal', stroke: 'stroke-teal', swatch: 'bg-teal',
    variable: { light: '--c-teal', dark: '--c-teal' }, fallback: { light: '#00897b', dark: '#4db6ac' },
  },
  {
    fill: 'fill-yellow-d3 dark:fill-yellow', stroke: 'stroke-yellow-d3 dark:stroke-yellow', swatch: 'bg-yellow-d3 dark:bg-yellow',
    variable: { light: '--c-yellow-d3', dark: '--c-yellow' }, fallback: { light: '#895c14', dark: '#fff176' },
  },
  {
    fill: 'fill-blue-grey', stroke: 'stroke-blue-grey', swatch: 'bg-blue-grey',
    variable: { light: '--c-blue-grey', dark: '--c-blue-grey' }, fallback: { light: '#607d8b', dark: '#90a4ae' },
  },
  {
    fill: 'fill-grey', stroke: 'stroke-grey', swatch: 'bg-grey',
    variable: { light: '--c-grey', dark: '--c-grey' }, fallback: { light: '#757575', dark: '#bdbdbd' },
  },
];

/** The colour of the index-th series or slice; the palette repeats after nine. */
export function chartColour(index: number): ChartColour {
  return chartColours[((index % chartColours.length) + chartColours.length) % chartColours.length]!;
}

const toneIndex: Readonly<Record<StatusTone, number>> = { blue: 0, amber: 1, green: 2, red: 4, grey: 8 };

/** A datum's colour: its state's tone when it has one (a red slice for "expired"), else the palette's index-th. */
export function datumColour(datum: { tone?: StatusTone }, index: number): ChartColour {
  return chartColour(datum.tone ? toneIndex[datum.tone] : index);
}

/** A colour as canvas needs it: the theme's CSS variable read from the page, or the fallback. */
export function chartColourValue(colour: ChartColour, theme: ThemeName, style?: Pick<CSSStyleDeclaration, 'getPropertyValue'>): string {
  const value = style?.getPropertyValue(colour.variable[theme]).trim();
  return value || colour.fallback[theme];
}

/** Axis text and grid lines of canvas charts, from the theme. */
export function chartInkValues(theme: ThemeName, style?: Pick<CSSStyleDeclaration, 'getPropertyValue'>): { text: string; grid: string } {
  const read = (name: string, fallback: string) => style?.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--c-muted', theme === 'dark' ? '#a3b0bd' : '#51606f'),
    grid: read('--c-border', theme === 'dark' ? '#2c3946' : '#d5dce4'),
  };
}
