/** A focus page's key figures, at its top: each with its words and its value as it reads. */
import { useId } from 'react';
import { usePortalTranslation } from '../kit/use-portal-translation';

export interface FocusFigure {
  id: string;
  /** As it reads (a count, money, a percentage). */
  text: string;
}

export function FocusFigures({ figures }: { figures: readonly FocusFigure[] }) {
  const id = useId();
  const { t } = usePortalTranslation();
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2" data-focus-figures>
      <h3 id={id} className="sr-only">{t('intelligence:figuresHeading')}</h3>
      <dl className="m-0 grid grid-cols-[repeat(auto-fill,minmax(11rem,1fr))] gap-3">
        {figures.map((figure) => (
          <div key={figure.id} className="card flex flex-col-reverse gap-1 px-4 py-3" data-focus-figure={figure.id}>
            <dt className="text-sm text-muted">{t(`intelligence:figures.${figure.id}`)}</dt>
            <dd className="m-0 text-2xl font-semibold tabular-nums [overflow-wrap:anywhere]">{figure.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
