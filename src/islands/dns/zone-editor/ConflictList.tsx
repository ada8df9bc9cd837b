import { displayName } from '~/lib/dns/display-name';
import { formatDateTime } from '~/lib/formatting/format';
import type { ZoneRecord } from '~/lib/dns/zone-record';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { ConflictResolution, PlanConflict } from './zone-api';

interface ConflictListProps {
  conflicts: readonly PlanConflict[];
  manages: boolean;
  /** The change being resolved, while its call runs. */
  busy: number | null;
  onResolve(conflict: PlanConflict, resolution: ConflictResolution): void;
}

function RecordCell({ record, struck = false }: { record: ZoneRecord | null; struck?: boolean }) {
  const { t } = usePortalTranslation();
  if (!record) return <span className="italic text-muted">{t('dns-editor:conflict.none')}</span>;
  return (
    <span className={`font-mono text-xs [overflow-wrap:anywhere] ${struck ? 'line-through decoration-red' : ''}`}>
      {displayName(record.name)} {record.ttl} {record.type} {record.priority ?? ''} {record.content}
      {record.comment ? <span className="block font-sans text-muted">{record.comment}</span> : null}
    </span>
  );
}

/**
 * The staged changes about records someone else changed or deleted since (DESIGN.md section 12,
 * "no lost update"): who did it and when, the record as staged, as live and as mine, and the
 * choice to keep mine or take theirs. Publishing waits until none is left.
 */
export function ConflictList({ conflicts, manages, busy, onResolve }: ConflictListProps) {
  const { t, language } = usePortalTranslation();
  return (
    <section className="card flex flex-col gap-3 border-2 border-red p-3" aria-labelledby="plan-conflicts-heading" data-plan-conflicts={conflicts.length}>
      <div>
        <h3 id="plan-conflicts-heading" className="m-0 flex items-center gap-2 text-base">
          <span className="i-lucide-git-compare-arrows text-red-d1 dark:text-red-l2" aria-hidden="true" />
          {t('dns-editor:conflict.title', { count: conflicts.length })}
        </h3>
        <p className="m-0 mt-1 text-sm text-muted">{t('dns-editor:conflict.intro')}</p>
      </div>
      <ul className="m-0 flex flex-col gap-3 p-0 list-none">
        {conflicts.map((conflict) => {
          const record = conflict.base ?? conflict.live ?? conflict.mine;
          const label = record ? `${displayName(record.name)} ${record.type}` : `#${conflict.record_id}`;
          const who = conflict.changed_by?.username ?? t('dns-editor:conflict.someone');
          return (
            <li key={conflict.change_id} className="flex flex-col gap-2 border-0 border-t border-solid border-line pt-3 first:border-t-0 first:pt-0" data-conflict-change={conflict.change_id}>
              <p className="m-0 flex flex-wrap items-baseline gap-2">
                <span className="font-mono font-semibold [overflow-wrap:anywhere]">{label}</span>
                <span className="text-sm">
                  {t(`dns-editor:conflict.${conflict.reason}`, {
                    user: who,
                    serial: conflict.changed_by?.serial ?? '—',
                    when: conflict.changed_by ? formatDateTime(conflict.changed_by.at, language) : '—',
                  })}
                </span>
              </p>
              <dl className="m-0 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="text-muted">{t('dns-editor:conflict.base')}</dt>
                <dd className="m-0"><RecordCell record={conflict.base} /></dd>
                <dt className="font-semibold">{t('dns-editor:conflict.live')}</dt>
                <dd className="m-0"><RecordCell record={conflict.live} /></dd>
                <dt className="font-semibold">{t('dns-editor:conflict.mine')}</dt>
                <dd className="m-0">{conflict.action === 'delete' ? <span>{t('dns-editor:conflict.mineDeletes')}</span> : <RecordCell record={conflict.mine} />}</dd>
              </dl>
              {manages && (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-outline px-3 py-1" disabled={busy !== null} aria-busy={busy === conflict.change_id || undefined}
                    aria-label={t('dns-editor:conflict.keepMineFor', { record: label })} onClick={() => onResolve(conflict, 'keep_mine')} data-keep-mine>
                    {t('dns-editor:conflict.keepMine')}
                  </button>
                  <button type="button" className="btn-outline px-3 py-1" disabled={busy !== null}
                    aria-label={t('dns-editor:conflict.takeTheirsFor', { record: label })} onClick={() => onResolve(conflict, 'take_theirs')} data-take-theirs>
                    {t('dns-editor:conflict.takeTheirs')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
