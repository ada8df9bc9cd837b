import { lazy, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { displayName } from '~/lib/dns/display-name';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import type { EditorRecord, EditorRecordSet, RowMark } from './record-set-rows';
import type { ConflictResolution } from './zone-api';

interface RecordSetTableProps {
  sets: readonly EditorRecordSet[];
  manages: boolean;
  /** Apex NS records not staged for deletion: the last one cannot go (the API refuses it). */
  apexNsLeft: number;
  onEdit(entry: EditorRecord): void;
  onDelete(entry: EditorRecord): void;
  onUndo(entry: EditorRecord): void;
  onResolve(entry: EditorRecord, resolution: ConflictResolution): void;
}

interface Row {
  set: EditorRecordSet;
  entry: EditorRecord;
  first: boolean;
}

/** Above this many rows only those in view are in the document, as in the generic list (ListTable's virtualiseAbove): a page of 100 renders whole, and the library loads for longer pages only. */
const virtualAbove = 100;
/** The rows of a table's first paint: the rest follows in a transition, so the first record sets show without waiting for a whole page's layout. */
const firstPaintRows = 30;

const VirtualRows = lazy(() => import('./VirtualRows'));

const markStyles: Record<Exclude<RowMark, null>, string> = {
  new: 'bg-green-l5 text-green-d2 dark:bg-green-d4 dark:text-green-l4',
  changed: 'bg-amber-l5 text-amber-d3 dark:bg-amber-d4 dark:text-amber-l2',
  deleted: 'bg-red-l5 text-red-d2 dark:bg-red-d4 dark:text-red-l4',
  conflict: 'bg-red-d2 text-white dark:bg-red-l3 dark:text-red-d4',
};

/** The records grouped by record set (name + type), staged rows marked, each with its actions. */
export function RecordSetTable({ sets, manages, apexNsLeft, onEdit, onDelete, onUndo, onResolve }: RecordSetTableProps) {
  const { t } = usePortalTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const rows: Row[] = sets.flatMap((set) => set.records.map((entry, index) => ({ set, entry, first: index === 0 })));
  const virtual = rows.length > virtualAbove;
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    startTransition(() => setWhole(true));
  }, []);

  const actions = (row: Row): ReactNode => {
    const { entry } = row;
    const label = `${row.set.name} ${row.set.type} ${entry.record.content}`;
    if (!manages) return null;
    const small = 'btn-outline px-2 py-1 text-sm';
    if (entry.mark === 'conflict') {
      return (
        <span className="flex flex-wrap justify-end gap-2">
          <button type="button" className={small} onClick={() => onResolve(entry, 'keep_mine')} aria-label={t('dns-editor:conflict.keepMineFor', { record: label })} data-keep-mine>{t('dns-editor:conflict.keepMine')}</button>
          <button type="button" className={small} onClick={() => onResolve(entry, 'take_theirs')} aria-label={t('dns-editor:conflict.takeTheirsFor', { record: label })} data-take-theirs>{t('dns-editor:conflict.takeTheirs')}</button>
        </span>
      );
    }
    if (entry.mark !== null) {
      // A staged create or update can be corrected in place (the panel restages it); a delete only undone.
      return (
        <span className="flex justify-end gap-2">
          {entry.mark !== 'deleted' && <button type="button" className={small} onClick={() => onEdit(entry)} aria-label={t('dns-editor:row.editFor', { record: label })}>{t('dns-editor:row.edit')}</button>}
          <button type="button" className={small} onClick={() => onUndo(entry)} aria-label={t('dns-editor:row.undoFor', { record: label })}>{t('dns-editor:row.undo')}</button>
        </span>
      );
    }
    const isApex = entry.record.name === '@';
    if (isApex && entry.record.type === 'SOA') return <span className="text-sm text-muted">{t('dns-editor:row.soaManaged')}</span>;
    const lastNs = isApex && entry.record.type === 'NS' && apexNsLeft <= 1;
    return (
      <span className="flex gap-2">
        <button type="button" className={small} onClick={() => onEdit(entry)} aria-label={t('dns-editor:row.editFor', { record: label })}>{t('dns-editor:row.edit')}</button>
        {!lastNs && (
          <button type="button" className={small} onClick={() => onDelete(entry)} aria-label={t('dns-editor:row.deleteFor', { record: label })}>{t('dns-editor:row.delete')}</button>
        )}
      </span>
    );
  };

  const renderRow = (row: Row) => {
      const { entry, set } = row;
      const { record } = entry;
      return (
        <tr key={`${set.key}\u0000${entry.id ?? 'c'}\u0000${entry.changeId ?? ''}`} data-record-set={`${set.name} ${set.type}`} data-mark={entry.mark ?? undefined}
          className={`border-0 border-t border-solid border-line ${row.first ? 'border-t-2' : ''} ${entry.mark === 'deleted' ? 'line-through decoration-red' : ''} ${entry.mark === 'conflict' ? 'bg-red-l5/60 dark:bg-red-d4/40' : ''}`}>
          <td className="min-w-20 px-3 py-2 align-top font-mono [overflow-wrap:anywhere]">
            <span className={row.first ? '' : 'sr-only'}>{displayName(record.name)}</span>
          </td>
          <td className="px-3 py-2 align-top font-mono"><span className={row.first ? '' : 'sr-only'}>{record.type}</span></td>
          <td className="px-3 py-2 align-top font-mono">{record.ttl}</td>
          <td className="px-3 py-2 align-top font-mono break-all max-w-[48ch]">
            {record.priority !== null && record.priority !== undefined && <span className="mr-2 text-muted">{record.priority}</span>}
            <span className={`line-clamp-3 ${entry.mark === 'conflict' && entry.action === 'delete' ? 'line-through decoration-red' : ''}`} title={record.content}>{record.content}</span>
            {entry.mark === 'conflict' ? (
              <span className="block text-xs font-sans" data-conflict={entry.conflict}>
                {entry.conflict === 'record_gone'
                  ? t('dns-editor:conflict.goneRow')
                  : t('dns-editor:conflict.liveRow', { ttl: entry.before?.ttl, content: entry.before?.content })}
              </span>
            ) : entry.before && <span className="block text-xs text-muted line-through" data-before>{entry.before.content}</span>}
          </td>
          <td className="px-3 py-2 align-top">
            {entry.mark && <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${markStyles[entry.mark]}`} data-mark-badge>{t(`dns-editor:mark.${entry.mark}`)}</span>}
          </td>
          <td className="px-3 py-2 align-top text-right no-underline">{actions(row)}</td>
        </tr>
      );
    };

  return (
    <div ref={scroller} className={`card overflow-auto ${virtual ? 'max-h-[70vh]' : ''}`} data-record-table>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('dns-editor:table.caption')}</caption>
        <thead className="sticky top-0 z-1 bg-surface">
          <tr className="text-left">
            <th scope="col" className="px-3 py-2">{t('dns-editor:table.name')}</th>
            <th scope="col" className="px-3 py-2">{t('dns-editor:table.type')}</th>
            <th scope="col" className="px-3 py-2">{t('dns-editor:table.ttl')}</th>
            <th scope="col" className="px-3 py-2">{t('dns-editor:table.content')}</th>
            <th scope="col" className="px-3 py-2">{t('dns-editor:table.state')}</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">{t('dns-editor:table.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {virtual ? (
            <Suspense fallback={rows.slice(0, firstPaintRows).map(renderRow)}>
              <VirtualRows rows={rows} render={renderRow} scroller={() => scroller.current} />
            </Suspense>
          ) : (whole ? rows : rows.slice(0, firstPaintRows)).map(renderRow)}
        </tbody>
      </table>
    </div>
  );
}
