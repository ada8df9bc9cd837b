/** A report's key figures (DESIGN.md section 14), at its top: each with its words and its value as it reads (a count, a percentage, money per currency). */
import { useId } from 'react';
import { knownText } from '~/lib/formatting/known-text';
import { figureValueText } from '~/lib/reports/report-values';
import type { KeyFigure } from '~/lib/schemas/report';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function KeyFigures({ figures, language, t }: { figures: readonly KeyFigure[]; language: string; t: Translate }) {
  const id = useId();
  if (figures.length === 0) return null;
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2" data-report-figures>
      <h2 id={id} className="sr-only">{t('reports:figuresHeading')}</h2>
      <dl className="m-0 grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
        {figures.map((figure, index) => (
          <div key={`${figure.id}-${figure.currency ?? index}`} className="card flex flex-col-reverse gap-1 px-4 py-3" data-report-figure={figure.id} data-currency={figure.currency}>
            <dt className="text-sm text-muted">{knownText(t, `reports:figures.${figure.id}`) ?? figure.id}</dt>
            <dd className="m-0 text-2xl font-semibold tabular-nums [overflow-wrap:anywhere]" data-figure-value={figure.value}>{figureValueText(figure, language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
