import type { RiskBand } from '~/lib/schemas/watch-insights';
import { StatusBadge } from '../kit/values/StatusBadge';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const bandTones = { high: 'red', medium: 'amber', low: 'grey' } as const;

/** A match's risk score with its band as a badge that carries the words ("82 (High)"). */
export function RiskBadge({ score, band, t }: { score: number; band: RiskBand; t: Translate }) {
  return (
    <span data-risk-band={band} data-risk-score={score}>
      <StatusBadge tone={bandTones[band]}>{t('watch:report.riskValue', { score, band: t(`watch:bands.${band}`) })}</StatusBadge>
    </span>
  );
}

export function bandTone(band: string): 'red' | 'amber' | 'grey' {
  return bandTones[band as RiskBand] ?? 'grey';
}
