import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { DraftCounts } from './zone-api';

/** How many staged changes wait (and how many collide with someone else's publish), with the way to the plan and the way back out. */
export function ChangeBar({ counts, conflicts, onReview, onDiscard }: { counts: DraftCounts; conflicts: number; onReview(): void; onDiscard(): void }) {
  const { t } = usePortalTranslation();
  return (
    <section aria-label={t('dns-editor:changes.label')} data-change-bar
      className="card sticky bottom-2 z-10 flex flex-wrap items-center gap-3 border-primary p-3 shadow-lg">
      <p className="m-0 flex-1 font-medium" aria-live="polite" data-change-count={counts.total}>
        {t('dns-editor:changes.waiting', { total: counts.total })}
        <span className="ml-2 text-sm text-muted">{t('dns-editor:changes.detail', { create: counts.create, update: counts.update, delete: counts.delete })}</span>
        {conflicts > 0 && (
          <span className="ml-2 inline-flex items-center gap-1 text-sm font-semibold text-red-d2 dark:text-red-l3" data-conflict-count={conflicts}>
            <span className="i-lucide-git-compare-arrows" aria-hidden="true" />
            {t('dns-editor:changes.conflicts', { count: conflicts })}
          </span>
        )}
      </p>
      <button type="button" className="btn-outline" onClick={onDiscard} data-discard>{t('dns-editor:changes.discard')}</button>
      <button type="button" className="btn-primary" onClick={onReview}>{t('dns-editor:changes.review')}</button>
    </section>
  );
}
