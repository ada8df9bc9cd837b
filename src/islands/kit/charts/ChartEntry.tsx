import type { ReactNode } from 'react';
import type { ChartDatum } from './chart-geometry';

/** One bar or legend entry of a chart's list: a link to what it counts when the datum has one. */
export function ChartEntry({ datum, layout, children }: { datum: ChartDatum; layout: string; children: ReactNode }) {
  return (
    <li data-chart-key={datum.key} data-chart-value={datum.value}>
      {datum.href
        ? <a href={datum.href} className={`${layout} focus-ring text-on-surface no-underline hover:bg-background`}>{children}</a>
        : <div className={layout}>{children}</div>}
    </li>
  );
}
