import { formatNumber } from '~/lib/formatting/format';
import type { Translate } from '../zone-editor/problem-text';
import { isChecked, sourceState, type ImportSource, type SourceState } from './use-import-sources';

interface ImportFilesProps {
  sources: readonly ImportSource[];
  selected: number;
  language: string;
  t: Translate;
  onSelect(key: number): void;
  onRemove(key: number): void;
  onStageAll(): void;
}

const stateStyles: Partial<Record<SourceState, string>> = {
  errors: 'text-red-d1 dark:text-red',
  failed: 'text-red-d1 dark:text-red',
  ready: 'text-green-d2 dark:text-green-l2',
  staged: 'text-primary',
  published: 'text-green-d2 dark:text-green-l2',
};

/** Several files at once (issue "Zone files", item 4): which are ready, which have problems, and a preview of every ready one in one go. */
export function ImportFiles({ sources, selected, language, t, onSelect, onRemove, onStageAll }: ImportFilesProps) {
  const states = sources.map(sourceState);
  const count = (wanted: SourceState) => states.filter((state) => state === wanted).length;
  const ready = count('ready');
  return (
    <section className="card flex flex-col gap-3 p-4" aria-labelledby="import-files-heading" data-import-files>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="import-files-heading" className="m-0 text-lg">{t('dns-import:files')}</h2>
        <button type="button" className="btn-primary" disabled={ready === 0} onClick={onStageAll} data-stage-all>
          {t('dns-import:stageAll', { count: ready })}
        </button>
      </div>
      <p className="m-0 text-sm text-muted" aria-live="polite" data-import-summary>
        {t('dns-import:summary', { ready, errors: count('errors') + count('failed'), staged: count('staged'), published: count('published') })}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th scope="col" className="py-1 pr-3 font-medium">{t('dns-import:fileColumn')}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t('dns-import:domain')}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{t('dns-import:recordsColumn')}</th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">{t('dns-import:problemsColumn')}</th>
              <th scope="col" className="py-1 pr-3 font-medium">{t('dns-import:stateColumn')}</th>
              <th scope="col" className="py-1"><span className="sr-only">{t('dns-import:open')}</span></th>
            </tr>
          </thead>
          <tbody>
            {sources.map((source, index) => {
              const name = source.fileName ?? t('dns-import:pasted');
              const checked = isChecked(source) ? source.check : null;
              const current = source.key === selected;
              return (
                <tr key={source.key} className={`border-t border-solid border-line ${current ? 'bg-primary-l5 dark:bg-primary-d4' : ''}`} data-import-file={name} aria-current={current || undefined}>
                  <td className="max-w-64 py-1.5 pr-3">
                    <button type="button" className="focus-ring max-w-full cursor-pointer truncate border-0 bg-transparent p-0 text-left font-mono text-primary underline underline-offset-2" title={name} onClick={() => onSelect(source.key)}>
                      {name}
                    </button>
                  </td>
                  <td className="py-1.5 pr-3 font-mono break-all">{source.zone?.name ?? source.origin?.name ?? '—'}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{checked ? formatNumber(checked.records.length, language) : '—'}</td>
                  <td className="py-1.5 pr-3 text-right tabular-nums">{checked ? formatNumber(checked.errors.length + source.serverErrors.length, language) : '—'}</td>
                  <td className={`py-1.5 pr-3 ${stateStyles[states[index]] ?? 'text-muted'}`} data-import-state={states[index]}>{t(`dns-import:state.${states[index]}`)}</td>
                  <td className="py-1.5 text-right">
                    <button type="button" className="btn-icon" aria-label={t('dns-import:remove', { name })} onClick={() => onRemove(source.key)}>
                      <span className="i-lucide-x" aria-hidden="true" />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
