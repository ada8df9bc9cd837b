/**
 * Series colours readable on the light and the dark page alike: each theme has its own tones,
 * dark ones on the light surface and light ones on the dark, at least 3:1 against the surface
 * (WCAG 1.4.11 for graphics). Response codes keep their meaning: NOERROR blue, NXDOMAIN amber,
 * SERVFAIL red, REFUSED slate.
 */
import type { ThemeName } from '~/lib/theme/resolve-theme';

const palettes: Record<ThemeName, readonly string[]> = {
  light: ['#2563eb', '#c2410c', '#15803d', '#9333ea', '#be185d', '#0f766e', '#a16207', '#4f46e5', '#64748b'],
  dark: ['#60a5fa', '#fb923c', '#4ade80', '#c084fc', '#f472b6', '#2dd4bf', '#facc15', '#818cf8', '#94a3b8'],
};

const codeColours: Record<ThemeName, Readonly<Record<string, string>>> = {
  light: { NOERROR: '#2563eb', NXDOMAIN: '#b45309', SERVFAIL: '#dc2626', REFUSED: '#64748b' },
  dark: { NOERROR: '#60a5fa', NXDOMAIN: '#fbbf24', SERVFAIL: '#f87171', REFUSED: '#94a3b8' },
};

export function seriesColour(key: string, index: number, theme: ThemeName): string {
  return codeColours[theme][key] ?? palettes[theme][index % palettes[theme].length]!;
}
