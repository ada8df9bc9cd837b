import type { ZoneRecord } from '~/lib/dns/zone-record';
import type { StatusTone } from '~/lib/resources/status-tones';
import { StatusBadge } from '../../kit/values/StatusBadge';
import type { RecordSetChange } from './zone-log-types';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

const actionTone: Record<RecordSetChange['action'], StatusTone> = { create: 'green', modify: 'amber', delete: 'red' };

/** One record as a zone file line reads it, without the name and type the set already shows. */
const recordLine = (record: ZoneRecord) => [record.ttl, record.priority, record.content].filter((part) => part !== undefined && part !== null).join('  ');

/** The record sets a publish changed: created, modified (old → new) or deleted, each record as its zone file line. */
export function RecordSetChanges({ changes, t }: { changes: readonly RecordSetChange[]; t: Translate }) {
  return (
    <ul className="m-0 flex list-none flex-col gap-2 p-0" data-record-set-changes>
      {changes.map((change) => (
        <li key={`${change.name} ${change.type}`} className="rounded-md border border-solid border-line p-2 text-sm" data-change={change.action}>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge tone={actionTone[change.action]}>{t(`dns-log:action.${change.action}`)}</StatusBadge>
            <span className="font-mono break-all">{change.name}</span>
            <span className="font-mono text-muted">{change.type}</span>
          </div>
          <div className="mt-1 grid gap-x-3 font-mono text-xs sm:grid-cols-2">
            {change.before.length > 0 && (
              <div aria-label={t('dns-log:before')}>
                {change.before.map((record, index) => <div key={index} className="break-all text-red-d1 dark:text-red-l2"><span aria-hidden="true">− </span>{recordLine(record)}</div>)}
              </div>
            )}
            {change.after.length > 0 && (
              <div aria-label={t('dns-log:after')} className={change.before.length === 0 ? 'sm:col-span-2' : ''}>
                {change.after.map((record, index) => <div key={index} className="break-all text-green-d2 dark:text-green-l2"><span aria-hidden="true">+ </span>{recordLine(record)}</div>)}
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
