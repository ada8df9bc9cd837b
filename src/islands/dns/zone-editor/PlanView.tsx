import { useEffect, useRef, useState } from 'react';
import { HttpError, isAbortError } from '~/lib/data';
import { failureOf } from '~/lib/data/data-request';
import { displayName } from '~/lib/dns/display-name';
import { recordFingerprint } from '~/lib/dns/plan/record-sets';
import { formatNumber } from '~/lib/formatting/format';
import type { ZoneRecord } from '~/lib/dns/zone-record';
import type { PlanWarningCode } from '~/lib/dns/plan/plan-warnings';
import { DataView } from '../../kit/DataView';
import { useData } from '../../kit/use-data';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { ConflictList } from './ConflictList';
import { problemText } from './problem-text';
import { planOf, publish, resolveConflict, unstage, type ConflictResolution, type Plan, type PlanChange, type PlanConflict, type Zone } from './zone-api';

interface PlanViewProps {
  zone: Zone;
  manages: boolean;
  onClose(): void;
  onPublished(serial: number): void;
  onDiscard(): void;
  /** What the back button says where the plan is not the zone editor's (the import's "Back to the file"). */
  backLabel?: string;
  /** Changes were taken out of the draft here (a record set left out). */
  onDraftChanged?(): void;
}

const actionStyles: Record<PlanChange['action'], string> = {
  create: 'bg-green-l5 text-green-d2 dark:bg-green-d4 dark:text-green-l4',
  modify: 'bg-amber-l5 text-amber-d3 dark:bg-amber-d4 dark:text-amber-l2',
  delete: 'bg-red-l5 text-red-d2 dark:bg-red-d4 dark:text-red-l4',
};

function RecordLine({ record }: { record: ZoneRecord }) {
  return (
    <>
      {record.ttl} {record.priority ?? ''} {record.content}
      {record.disabled ? ' (disabled)' : ''}
      {record.comment ? <span className="font-sans opacity-80"> ; {record.comment}</span> : null}
    </>
  );
}

function RecordLines({ records, className }: { records: readonly ZoneRecord[]; className: string }) {
  return (
    <ul className={`m-0 p-0 list-none font-mono text-xs break-all ${className}`}>
      {records.map((record, index) => <li key={index}><RecordLine record={record} /></li>)}
    </ul>
  );
}

/** A modified record set as what it loses, what it gains and what stays (muted): the one new record of three is easy to spot. */
function ModifiedLines({ before, after }: { before: readonly ZoneRecord[]; after: readonly ZoneRecord[] }) {
  const { t } = usePortalTranslation();
  const left = new Map<string, number>();
  for (const record of after) left.set(recordFingerprint(record), (left.get(recordFingerprint(record)) ?? 0) + 1);
  const kept: ZoneRecord[] = [];
  const removed: ZoneRecord[] = [];
  for (const record of before) {
    const count = left.get(recordFingerprint(record)) ?? 0;
    if (count > 0) {
      left.set(recordFingerprint(record), count - 1);
      kept.push(record);
    } else removed.push(record);
  }
  const keptLeft = new Map<string, number>();
  for (const record of kept) keptLeft.set(recordFingerprint(record), (keptLeft.get(recordFingerprint(record)) ?? 0) + 1);
  const added = after.filter((record) => {
    const count = keptLeft.get(recordFingerprint(record)) ?? 0;
    if (count === 0) return true;
    keptLeft.set(recordFingerprint(record), count - 1);
    return false;
  });
  const line = (record: ZoneRecord, sign: string, className: string, label: string, index: number) => (
    <li key={`${sign}${index}`} className={className}><span aria-hidden="true">{sign} </span><span className="sr-only">{label}: </span><RecordLine record={record} /></li>
  );
  return (
    <ul className="m-0 p-0 list-none font-mono text-xs break-all" data-plan-lines>
      {removed.map((record, index) => line(record, '−', 'text-red-d2 dark:text-red-l3 line-through', t('dns-editor:plan.removed'), index))}
      {added.map((record, index) => line(record, '+', 'text-green-d2 dark:text-green-l3', t('dns-editor:plan.added'), index))}
      {kept.map((record, index) => line(record, ' ', 'text-muted', t('dns-editor:plan.unchanged'), index))}
    </ul>
  );
}

const shownChanges = 200;

/** Why the plan shown is not the one the user reviewed: the zone was published meanwhile, or the draft changed (another tab). */
type Stale = 'zone' | 'draft' | 'conflicts';

/**
 * What publishing would do (DESIGN.md section 12): each record set's change, the conflicts to
 * resolve, the warnings to confirm, the zone problems that block it. Publishing sends the plan's
 * identity, so exactly what is shown goes live; when the zone or draft moved, the new plan is
 * shown for a fresh confirmation. Opening it moves focus to its heading.
 */
export function PlanView({ zone, manages, onClose, onPublished, onDiscard, backLabel, onDraftChanged }: PlanViewProps) {
  const { t, language } = usePortalTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [version, setVersion] = useState(0);
  const plan = useData<Plan>(`plan:${zone.id}:${version}`, (signal) => planOf(zone.id, 1, shownChanges, signal), { isEmpty: () => false });
  const [confirmed, setConfirmed] = useState<ReadonlySet<PlanWarningCode>>(new Set());
  const [stale, setStale] = useState<Stale | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const [publishing, setPublishing] = useState(false);
  const [failure, setFailure] = useState<string>();
  // An import can change thousands of record sets: they come a page at a time, the counts above say all.
  const [later, setLater] = useState<{ version: number; changes: PlanChange[] }>({ version: 0, changes: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const showMore = async (current: Plan, loaded: number) => {
    setLoadingMore(true);
    try {
      const next = await planOf(zone.id, Math.floor(loaded / shownChanges) + 1, shownChanges);
      // The draft or zone moved meanwhile: that page belongs to another plan, so start over.
      if (next.draft_version !== current.draft_version || next.base_serial !== current.base_serial) setVersion((count) => count + 1);
      else setLater((seen) => ({ version, changes: [...(seen.version === version ? seen.changes : []), ...next.changes] }));
    } catch (error) {
      if (!isAbortError(error)) setFailure(failureOf(error).message);
    } finally {
      setLoadingMore(false);
    }
  };

  /** What the draft is being changed for (a record set left out, a conflict resolved), while it is. */
  const [altering, setAltering] = useState<string | null>(null);
  /** Changes the draft from here: the plan is made again, and its warnings confirmed afresh. */
  const alterDraft = async (what: string, action: () => Promise<unknown>) => {
    setAltering(what);
    setFailure(undefined);
    try {
      await action();
      onDraftChanged?.();
      setConfirmed(new Set());
      setVersion((next) => next + 1);
    } catch (error) {
      if (!isAbortError(error)) setFailure(failureOf(error).message);
    } finally {
      setAltering(null);
    }
  };
  const setKey = (set: PlanChange) => `set ${set.name} ${set.type}`;
  /** Accept the plan but this record set (an import's, say): its staged changes leave the draft. */
  const leaveOut = (set: PlanChange) => alterDraft(setKey(set), async () => {
    for (const id of set.change_ids) await unstage(zone.id, id);
  });
  const resolve = (conflict: PlanConflict, resolution: ConflictResolution) =>
    alterDraft(`conflict ${conflict.change_id}`, () => resolveConflict(zone.id, conflict.change_id, resolution));

  const send = async (current: Plan) => {
    setPublishing(true);
    setFailure(undefined);
    try {
      const answer = await publish(zone.id, current, [...confirmed].filter((code) => current.warnings.some((warning) => warning.code === code)));
      onPublished(answer.serial);
    } catch (error) {
      const body = error instanceof HttpError && typeof error.body === 'object' && error.body !== null ? (error.body as { code?: string; plan?: Plan; details?: { plan?: Plan } }) : undefined;
      const fresh = body?.plan ?? body?.details?.plan;
      if (error instanceof HttpError && error.status === 409 && (body?.code === 'stale_plan' || body?.code === 'draft_conflicts')) {
        // Not what was reviewed any more: the new plan replaces it, and every warning is confirmed afresh.
        setStale(body.code === 'draft_conflicts' ? 'conflicts' : fresh && fresh.base_serial === current.base_serial ? 'draft' : 'zone');
        setConfirmed(new Set());
        if (fresh) plan.set(fresh);
        else setVersion((next) => next + 1);
        heading.current?.focus();
      } else if (!isAbortError(error)) {
        setFailure(failureOf(error).message);
      }
    } finally {
      setPublishing(false);
    }
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="plan-heading" data-plan>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="plan-heading" ref={heading} tabIndex={-1} className="m-0 text-xl outline-none">{t('dns-editor:plan.title')}</h2>
        <button type="button" className="btn-outline" onClick={onClose}>
          <span className="i-lucide-arrow-left" aria-hidden="true" />
          {backLabel ?? t('dns-editor:plan.back')}
        </button>
      </div>
      {stale && (
        <p role="alert" className="card m-0 border-amber p-3" data-stale-plan>
          <span className="i-lucide-triangle-alert mr-2 align-middle" aria-hidden="true" />
          {t(`dns-editor:plan.stale.${stale}`)}
        </p>
      )}
      <DataView data={plan} failedTitle={t('dns-editor:plan.failed')}>
        {(current) => {
          const unconfirmed = current.warnings.filter((warning) => !confirmed.has(warning.code));
          const changes = [...current.changes, ...(later.version === version ? later.changes : [])];
          const total = current.changes_meta?.total ?? current.changes.length;
          const blocked = current.problems.length > 0 || current.conflicts.length > 0 || current.changes.length === 0 || unconfirmed.length > 0;
          return (
            <>
              {current.origin === 'restore' && current.restored_serial !== null && (
                <p className="card m-0 flex items-center gap-2 border-primary p-3" data-plan-restores={current.restored_serial}>
                  <span className="i-lucide-history" aria-hidden="true" />
                  {t('dns-editor:plan.restores', { serial: current.restored_serial })}
                </p>
              )}
              <p className="m-0" data-plan-counts>
                {t('dns-editor:plan.counts', { create: current.counts.create, modify: current.counts.modify, delete: current.counts.delete })}
                <span className="ml-2 text-sm text-muted">{t('dns-editor:plan.base', { serial: current.base_serial })}</span>
                <span className="ml-2 text-sm text-muted" data-plan-staged={current.staged.total}>
                  {t('dns-editor:plan.staged', { count: current.staged.total })}
                  {current.staged.conflicts > 0 && ` ${t('dns-editor:plan.stagedConflicts', { count: current.staged.conflicts })}`}
                </span>
              </p>
              {current.conflicts.length > 0 && (
                <ConflictList conflicts={current.conflicts} manages={manages} busy={altering?.startsWith('conflict ') ? Number(altering.slice('conflict '.length)) : altering === null ? null : -1} onResolve={(conflict, resolution) => void resolve(conflict, resolution)} />
              )}
              {current.changes.length === 0 ? (
                current.conflicts.length === 0 && <p className="card m-0 p-4 text-muted">{t('dns-editor:plan.nothing')}</p>
              ) : (
                <ul className="m-0 flex flex-col gap-2 p-0 list-none">
                  {changes.map((change) => (
                    <li key={`${change.name} ${change.type}`} className="card flex flex-col gap-2 p-3" data-plan-change={`${change.action} ${change.name} ${change.type}`}>
                      <p className="m-0 flex flex-wrap items-center gap-2">
                        <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${actionStyles[change.action]}`}>{t(`dns-editor:plan.action.${change.action}`)}</span>
                        <span className="font-mono font-semibold break-all">{displayName(change.name)}</span>
                        <span className="font-mono">{change.type}</span>
                        {manages && (
                          <button type="button" className="btn-outline ml-auto px-2 py-1 text-xs" disabled={altering !== null} aria-busy={altering === setKey(change)}
                            aria-label={t('dns-editor:plan.leaveOutSet', { name: displayName(change.name), type: change.type })} onClick={() => void leaveOut(change)} data-leave-out>
                            {t('dns-editor:plan.leaveOut')}
                          </button>
                        )}
                      </p>
                      {change.action === 'modify' ? (
                        <ModifiedLines before={change.before} after={change.after} />
                      ) : (
                        <RecordLines records={change.action === 'delete' ? change.before : change.after}
                          className={change.action === 'delete' ? 'text-red-d2 dark:text-red-l3 line-through' : 'text-green-d2 dark:text-green-l3'} />
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {total > changes.length && (
                <p className="m-0 flex flex-wrap items-center gap-3 text-sm text-muted" data-plan-more>
                  {t('dns-editor:plan.shown', { shown: formatNumber(changes.length, language), total: formatNumber(total, language) })}
                  <button type="button" className="btn-outline" disabled={loadingMore} aria-busy={loadingMore || undefined} onClick={() => void showMore(current, changes.length)}>
                    {t('dns-editor:plan.more', { count: Math.min(shownChanges, total - changes.length) })}
                  </button>
                </p>
              )}
              {current.problems.length > 0 && (
                <div role="alert" className="card flex flex-col gap-1 border-red p-3" data-zone-problems>
                  <p className="m-0 font-semibold">{t('dns-editor:plan.problems')}</p>
                  <ul className="m-0 pl-5">
                    {current.problems.map((problem, index) => <li key={index}><span className="font-mono">{problem.name} {problem.type}</span>: {problemText(problem, t)}</li>)}
                  </ul>
                </div>
              )}
              {current.warnings.length > 0 && (
                <fieldset className="card flex flex-col gap-2 border-amber p-3" data-plan-warnings>
                  <legend className="px-1 font-semibold">{t('dns-editor:plan.warnings')}</legend>
                  {current.warnings.map((warning) => (
                    <label key={warning.code} className="flex items-start gap-2">
                      <input type="checkbox" className="mt-1" checked={confirmed.has(warning.code)} data-confirm={warning.code}
                        onChange={(event) => setConfirmed((set) => {
                          const next = new Set(set);
                          if (event.target.checked) next.add(warning.code);
                          else next.delete(warning.code);
                          return next;
                        })} />
                      <span>{t(`dns-editor:warnings.${warning.code}`, { ...warning.values, defaultValue: warning.message })}</span>
                    </label>
                  ))}
                </fieldset>
              )}
              {current.conflicts.length > 0 && manages && <p className="m-0 text-sm font-medium text-red-d1 dark:text-red-l2" data-conflicts-block>{t('dns-editor:conflict.blocks')}</p>}
              {failure && <p role="alert" className="m-0 text-red-d1 dark:text-red-l2">{failure}</p>}
              {manages && (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className="btn-primary" disabled={blocked || publishing} onClick={() => void send(current)} data-publish>
                    <span className="i-lucide-upload" aria-hidden="true" />
                    {t('dns-editor:plan.publish')}
                  </button>
                  <button type="button" className="btn-outline" onClick={onDiscard} data-discard>{t('dns-editor:changes.discard')}</button>
                </div>
              )}
            </>
          );
        }}
      </DataView>
    </section>
  );
}
