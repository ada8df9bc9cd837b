/**
 * The statistics' series colours: the charts' palette (kit/charts/chart-colours.ts) by position,
 * except that response codes keep their meaning: NOERROR blue, NXDOMAIN amber, SERVFAIL red,
 * REFUSED grey.
 */
import { datumColour, type ChartColour } from '~/islands/kit/charts/chart-colours';
import type { StatusTone } from '~/lib/resources/status-tones';

const codeTones: Readonly<Record<string, StatusTone>> = { NOERROR: 'blue', NXDOMAIN: 'amber', SERVFAIL: 'red', REFUSED: 'grey' };

export function seriesColour(key: string, index: number): ChartColour {
  const tone = codeTones[key];
  return datumColour(tone ? { tone } : {}, index);
}
