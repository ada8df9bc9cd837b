/**
 * Theme colour sets (spec section 9): each named colour has 5 lighten and 4 darken steps,
 * exposed as CSS custom properties `--c-<name>`, `--c-<name>-l1..l5`, `--c-<name>-d1..d4`.
 */
export type ThemeColours = Record<string, string>;

export const variationColourNames = [
  'blue-grey', 'blue', 'red', 'green', 'teal', 'yellow', 'amber', 'grey',
  'chart', 'tab', 'info', 'primary', 'secondary', 'icon_default',
] as const;

export const lightenSteps = 5;
export const darkenSteps = 4;

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  return [0, 2, 4].map((offset) => Number.parseInt(full.slice(offset, offset + 2), 16)) as [number, number, number];
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function mix(hex: string, target: number, amount: number): string {
  return toHex(channels(hex).map((c) => c + (target - c) * amount));
}

/** lighten-n mixes 16% more white per step; darken-n mixes 15% more black per step. */
export function colourVariations(hex: string): Record<string, string> {
  const result: Record<string, string> = { '': hex };
  for (let step = 1; step <= lightenSteps; step += 1) result[`-l${step}`] = mix(hex, 255, step * 0.16);
  for (let step = 1; step <= darkenSteps; step += 1) result[`-d${step}`] = mix(hex, 0, step * 0.15);
  return result;
}

const cssName = (name: string) => name.replace(/_/g, '-');

export function themeCssVariables(colours: ThemeColours): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, hex] of Object.entries(colours)) {
    const isVaried = (variationColourNames as readonly string[]).includes(name);
    const steps = isVaried ? colourVariations(hex) : { '': hex };
    for (const [suffix, value] of Object.entries(steps)) variables[`--c-${cssName(name)}${suffix}`] = value;
  }
  return variables;
}

export function themeStylesheet(themes: { light: ThemeColours; dark: ThemeColours }): string {
  const block = (colours: ThemeColours) =>
    Object.entries(themeCssVariables(colours))
      .map(([name, value]) => `${name}:${value};`)
      .join('');
  return `:root{color-scheme:light;${block(themes.light)}}:root.dark{color-scheme:dark;${block(themes.dark)}}`;
}
