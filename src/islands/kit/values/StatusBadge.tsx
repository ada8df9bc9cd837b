import type { ReactNode } from 'react';
import type { StatusTone } from '~/lib/resources/status-tones';

// Light: the tone's lightest step behind its third darkening; dark: its darkest step behind its
// second lightening. Both keep text contrast above 5:1 (WCAG AA) with the default theme colours.
const toneClasses: Readonly<Record<StatusTone, string>> = {
  green: 'bg-green-l5 text-green-d3 border-green-l3 dark:bg-green-d4 dark:text-green-l2 dark:border-green-d2',
  amber: 'bg-amber-l5 text-amber-d3 border-amber-l3 dark:bg-amber-d4 dark:text-amber-l2 dark:border-amber-d2',
  red: 'bg-red-l5 text-red-d3 border-red-l3 dark:bg-red-d4 dark:text-red-l2 dark:border-red-d2',
  blue: 'bg-blue-l5 text-blue-d3 border-blue-l3 dark:bg-blue-d4 dark:text-blue-l2 dark:border-blue-d2',
  grey: 'bg-grey-l5 text-grey-d3 border-grey-l3 dark:bg-grey-d4 dark:text-grey-l2 dark:border-grey-d2',
};

/** A state as a coloured badge that always carries its text: the colour only repeats what the text says. */
export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span data-status-tone={tone} className={`inline-block rounded-full border border-solid px-2 py-px text-xs font-medium leading-5 whitespace-nowrap ${toneClasses[tone]}`}>
      {children}
    </span>
  );
}
