/**
 * The pulse's timeline: the newest events of the kinds shown, grouped by day, each naming its kind
 * and record (a link to the record's page when it has one).
 */
import { useId } from 'react';
import { recordHref } from '~/lib/dashboard/dashboard-links';
import type { PulseData, PulseKind } from '~/lib/dashboard/dashboard-types';
import { isDayOnly, timelineDays } from '~/lib/dashboard/pulse-timeline';
import { formatDate, formatDateTime } from '~/lib/formatting/format';
import { EmptyState } from '../kit/EmptyState';
import { useDashboardPages } from './dashboard-pages-context';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const kindIcons: Readonly<Record<PulseKind, string>> = {
  registrations: 'i-lucide-circle-plus',
  renewals: 'i-lucide-refresh-cw',
  expiries: 'i-lucide-calendar-x',
  dns_publishes: 'i-lucide-upload',
  certificate_issuances: 'i-lucide-lock-keyhole',
  watch_matches: 'i-lucide-scan-search',
};

export function PulseTimeline({ pulse, shown, language, t }: { pulse: PulseData; shown: readonly PulseKind[]; language: string; t: Translate }) {
  const id = useId();
  const pages = useDashboardPages();
  const days = timelineDays(pulse.events, shown);
  const total = pulse.kinds.filter((entry) => shown.includes(entry.kind)).reduce((sum, entry) => sum + entry.count, 0);
  const listed = days.reduce((sum, day) => sum + day.events.length, 0);
  return (
    <section className="flex min-w-0 flex-col gap-3" aria-labelledby={`${id}-heading`} data-pulse-timeline>
      <h2 id={`${id}-heading`} className="m-0 text-xl">{t('home:pulse.timelineHeading')}</h2>
      {listed < total && <p className="m-0 text-sm text-muted">{t('home:pulse.newestOnly', { count: listed })}</p>}
      {days.length === 0 ? (
        <EmptyState icon="i-lucide-calendar-check">{t('home:pulse.noEvents')}</EmptyState>
      ) : (
        <ol className="m-0 flex list-none flex-col gap-4 p-0">
          {days.map((day) => (
            <li key={day.date} className="flex min-w-0 flex-col gap-2" data-timeline-day={day.date}>
              <h3 className="m-0 text-base"><time dateTime={day.date}>{formatDate(day.date, language)}</time></h3>
              <ul className="card m-0 flex list-none flex-col p-0">
                {day.events.map((event, index) => {
                  const href = recordHref(pages, event.resource, event.id);
                  return (
                    <li key={`${event.kind}-${event.id}-${index}`} className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 border-0 border-t border-solid border-line px-4 py-2 first:border-t-0 text-sm" data-event-kind={event.kind}>
                      <span className="flex items-center gap-1.5 font-medium">
                        <span className={`${kindIcons[event.kind]} text-muted`} aria-hidden="true" />
                        {t(`home:kinds.${event.kind}`)}
                      </span>
                      {href ? <a href={href} className="focus-ring min-w-0 break-words">{event.label}</a> : <span className="min-w-0 break-words">{event.label}</span>}
                      {!isDayOnly(event.at) && <time dateTime={event.at} className="ml-auto text-muted whitespace-nowrap">{formatDateTime(event.at, language)}</time>}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
