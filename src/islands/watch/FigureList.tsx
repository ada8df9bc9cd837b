import { useId } from 'react';
import { formatNumber } from '~/lib/formatting/format';

/** Key figures as cards (as the reports show theirs, DESIGN.md section 14): each its words and its number. */
export function FigureList({ heading, figures, language }: { heading: string; figures: readonly { id: string; label: string; value: number }[]; language: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="watch-figures flex min-w-0 flex-col gap-2" data-watch-key-figures>
      <h2 id={id} className="sr-only">{heading}</h2>
      <dl className="m-0 grid grid-cols-[repeat(auto-fill,minmax(10rem,1fr))] gap-3">
        {figures.map((figure) => (
          <div key={figure.id} className="card flex flex-col-reverse gap-1 px-4 py-3" data-watch-figure={figure.id}>
            <dt className="text-sm text-muted">{figure.label}</dt>
            <dd className="m-0 text-2xl font-semibold tabular-nums" data-figure-value={figure.value}>{formatNumber(figure.value, language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
