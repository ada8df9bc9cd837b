/**
 * Figures as cards (DESIGN.md section 14): the count and what it counts, each a link to the list
 * filtered to exactly those records (the figure's PQL), when the reader may open that list.
 */
import { formatNumber } from '~/lib/formatting/format';
import { figureHref } from '~/lib/dashboard/dashboard-links';
import type { HomeFigure } from '~/lib/dashboard/dashboard-types';
import { useDashboardPages } from './dashboard-pages-context';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function FigureCards({ figures, may, language, t }: { figures: readonly HomeFigure[]; may: (permission: string) => boolean; language: string; t: Translate }) {
  const pages = useDashboardPages();
  return (
    <ul className="m-0 grid list-none grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3 p-0">
      {figures.map((figure) => {
        const list = pages.lists[figure.resource];
        const href = list && may(list.permission) ? figureHref(pages, figure.resource, figure.pql) : undefined;
        const body = (
          <>
            <span className="text-3xl font-semibold tabular-nums leading-tight" data-figure-count>{formatNumber(figure.count, language)}</span>
            <span className="text-sm">{t(`home:figures.${figure.id}`)}</span>
          </>
        );
        return (
          <li key={figure.id} className="flex min-w-0" data-figure={figure.id} data-count={figure.count}>
            {href ? (
              <a href={href} className="card focus-ring flex w-full min-w-0 flex-col gap-1 p-4 text-on-surface no-underline hover:border-primary">
                {body}
              </a>
            ) : (
              <div className="card flex w-full min-w-0 flex-col gap-1 p-4">{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
