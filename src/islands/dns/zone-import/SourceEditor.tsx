import { lazy, Suspense, useMemo, useRef } from 'react';
import { importModes, type ImportMode } from '~/lib/dns/zone-file/import-changes';
import type { ZoneFileProblem } from '~/lib/dns/zone-file/zone-file-problems';
import { LoadingState } from '../../kit/LoadingState';
import type { Translate } from '../zone-editor/problem-text';
import type { Zone } from '../zone-editor/zone-api';
import { ProblemList } from './ProblemList';
import { badLines, canSkipBadLines, isChecked, sourceState, type ImportSource } from './use-import-sources';
import { ZonePicker } from './ZonePicker';

// The plan loads once a file is staged (the page's JS budget, DESIGN.md section 10).
const PlanView = lazy(() => import('../zone-editor/PlanView').then((module) => ({ default: module.PlanView })));

interface SourceEditorProps {
  source: ImportSource;
  t: Translate;
  onText(text: string): void;
  onZone(zone: Zone | null): void;
  onMode(mode: ImportMode): void;
  onStage(): void;
  /** Stage the file without its bad lines (M1 of the DNS review). */
  onSkipBadLines(): void;
  onUnstage(): void;
  onPublished(serial: number): void;
  onDiscard(): void;
}

/** The cursor on the problem's line and column, the line scrolled into view. */
function goTo(area: HTMLTextAreaElement | null, text: string, problem: ZoneFileProblem): void {
  if (!area) return;
  let start = 0;
  for (let line = 1; line < problem.line; line++) {
    const next = text.indexOf('\n', start);
    if (next === -1) break;
    start = next + 1;
  }
  const end = text.indexOf('\n', start);
  const lineEnd = end === -1 ? text.length : end;
  area.focus();
  area.setSelectionRange(Math.min(start + problem.column - 1, lineEnd), lineEnd);
  const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
  area.scrollTop = Math.max(0, (problem.line - 1) * lineHeight - area.clientHeight / 3);
}

/** One file: its domain, its text with its problems, how to import it, and once staged the plan to publish. */
export function SourceEditor({ source, t, onText, onZone, onMode, onStage, onSkipBadLines, onUnstage, onPublished, onDiscard }: SourceEditorProps) {
  const area = useRef<HTMLTextAreaElement>(null);
  const lines = useMemo(() => source.text.split('\n'), [source.text]);
  const state = sourceState(source);
  const checked = isChecked(source) ? source.check : null;
  const errors = [...(checked?.errors ?? []), ...source.serverErrors];
  const domainNote = source.zone
    ? source.origin?.found === 'zone' && !source.zoneChosen ? t('dns-import:domainFromFile') : null
    : source.origin?.found === 'unknown' ? t('dns-import:domainUnknown', { name: source.origin.name }) : source.origin ? null : t('dns-import:domainNeeded');

  if ((state === 'staged' || state === 'published') && source.zone) {
    return (
      <div className="flex flex-col gap-3" data-import-plan={source.zone.name}>
        {state === 'published' ? (
          <p role="status" className="card m-0 flex flex-wrap items-center gap-3 p-4" data-import-published>
            <span className="i-lucide-circle-check text-green-d1 dark:text-green-l2" aria-hidden="true" />
            {t('dns-import:published', { zone: source.zone.name, serial: source.serial })}
            {source.zone.domain_id !== null && <a href={`/domains/${source.zone.domain_id}/dns`} data-open-editor>{t('dns-import:openEditor')}</a>}
          </p>
        ) : (
          <>
            <p role="status" className="m-0 text-sm text-muted">{t('dns-import:staged', { zone: source.zone.name })}</p>
            <ProblemList title={t('dns-import:skippedTitle', { count: source.skipped.length })} problems={source.skipped} lines={lines} tone="notice" t={t} />
            <Suspense fallback={<LoadingState compact />}>
              <PlanView zone={source.zone} manages backLabel={t('dns-import:backToFile')} onClose={onUnstage} onPublished={onPublished} onDiscard={onDiscard} />
            </Suspense>
          </>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-import-source={source.fileName ?? ''}>
      <div className="flex flex-col gap-1 max-w-lg">
        <label htmlFor="import-zone" className="text-sm font-medium">{t('dns-import:domain')}</label>
        <ZonePicker id="import-zone" zone={source.zone} t={t} onChange={onZone} describedBy={domainNote ? 'import-zone-note' : undefined} />
        {domainNote && (
          <p id="import-zone-note" className={`m-0 text-sm ${source.origin?.found === 'unknown' ? 'text-red-d1 dark:text-red' : 'text-muted'}`} data-domain-note>{domainNote}</p>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="zone-file-text" className="text-sm font-medium">{t('dns-import:zoneFile')}</label>
        <p id="zone-file-help" className="m-0 text-sm text-muted">{t('dns-import:zoneFileHelp')}</p>
        <textarea id="zone-file-text" ref={area} value={source.text} onChange={(event) => onText(event.target.value)}
          spellCheck={false} autoCapitalize="off" autoCorrect="off" wrap="off" rows={16}
          aria-describedby="zone-file-help zone-file-status" aria-invalid={errors.length > 0 || undefined}
          className="input-box w-full resize-y p-3 font-mono text-sm leading-5" data-zone-file-text />
        <p id="zone-file-status" className="m-0 text-sm text-muted" aria-live="polite" data-check-status={state}>
          {state === 'checking' ? t('dns-import:checking') : checked ? [
            t('dns-import:checked', { count: checked.records.length }),
            t('dns-import:errors', { count: errors.length }),
            ...(checked.notices.length > 0 ? [t('dns-import:notices', { count: checked.notices.length })] : []),
          ].join(' · ') : ''}
        </p>
      </div>
      {source.serverErrors.length > 0 && <p role="alert" className="m-0 text-sm font-medium text-red-d1 dark:text-red">{t('dns-import:serverProblems')}</p>}
      <ProblemList title={t('dns-import:problemsTitle')} problems={errors} lines={lines} tone="error" t={t} onGoTo={(problem) => goTo(area.current, source.text, problem)} />
      <ProblemList title={t('dns-import:noticesTitle')} problems={checked?.notices ?? []} lines={lines} tone="notice" t={t} onGoTo={(problem) => goTo(area.current, source.text, problem)} />
      {canSkipBadLines(source) && <SkipBadLines lines={badLines(source)} t={t} onSkip={onSkipBadLines} />}
      <fieldset className="m-0 flex flex-col gap-2 border-0 p-0">
        <legend className="mb-1 p-0 text-sm font-medium">{t('dns-import:mode')}</legend>
        {importModes.map((mode) => (
          <div key={mode} className="flex items-start gap-2">
            <input id={`import-mode-${mode}`} type="radio" name="import-mode" value={mode} checked={source.mode === mode} onChange={() => onMode(mode)} className="mt-1"
              aria-describedby={`import-mode-${mode}-help`} data-import-mode={mode} />
            <div>
              <label htmlFor={`import-mode-${mode}`} className="font-medium">{t(`dns-import:${mode}`)}</label>
              <p id={`import-mode-${mode}-help`} className="m-0 text-sm text-muted">{t(`dns-import:${mode}Help`)}</p>
            </div>
          </div>
        ))}
      </fieldset>
      <div>
        <button type="button" className="btn-primary" disabled={state !== 'ready'} aria-busy={state === 'staging'} onClick={onStage} data-import-preview>
          <span className="i-lucide-list-checks" aria-hidden="true" />
          {state === 'staging' ? t('dns-import:staging') : t('dns-import:preview')}
        </button>
      </div>
    </div>
  );
}

/** The way past a file's bad lines: import it without them, after saying which they are. */
function SkipBadLines({ lines, t, onSkip }: { lines: readonly number[]; t: Translate; onSkip(): void }) {
  return (
    <section aria-labelledby="skip-bad-lines-title" className="card flex flex-col items-start gap-2 p-3" data-skip-bad-lines>
      <h3 id="skip-bad-lines-title" className="m-0 text-sm font-semibold">{t('dns-import:skipTitle')}</h3>
      <p id="skip-bad-lines-help" className="m-0 text-sm">{t('dns-import:skipHelp', { count: lines.length, lines: lines.join(', ') })}</p>
      <button type="button" className="btn-outline" aria-describedby="skip-bad-lines-help" onClick={onSkip} data-skip-bad-lines-button>
        <span className="i-lucide-list-x" aria-hidden="true" />
        {t('dns-import:skipBadLines', { count: lines.length })}
      </button>
    </section>
  );
}
