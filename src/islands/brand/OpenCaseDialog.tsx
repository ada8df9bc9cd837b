/**
 * Opening a case from a match (issue 15, item 4): the title prefilled, the severity from the
 * match's risk, an optional note; sent once confirmed. A refusal is said inside the dialog and
 * keeps what was typed (nothing lost); an existing case is named.
 */
import { useId, useState } from 'react';
import { HttpError } from '~/lib/data/errors';
import type { WatchCaseEntry, WatchMatch } from '~/lib/schemas/watch-insights';
import { watchApi } from '~/lib/watch/watch-api';
import { caseSeverities, openCaseFailure, openCaseRequest, severityOfBand, type OpenCaseFailure } from '~/lib/watch/watch-matches';
import { ConfirmDialog } from '../kit/ConfirmDialog';
import { watchWord } from '../watch/watch-words-of';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface OpenCaseDialogProps {
  match: WatchMatch;
  t: Translate;
  onOpened(entry: WatchCaseEntry): void;
  /** The API said the match already has a case. */
  onExisting(caseId: number | undefined, reference: string | undefined): void;
  onClose(): void;
}

function failureText(failure: OpenCaseFailure, t: Translate): string {
  switch (failure.kind) {
    case 'case_exists':
      return failure.reference ? t('watch:openCase.exists', { reference: failure.reference }) : t('watch:openCase.existsNoReference');
    case 'not_a_lookalike':
      return t('watch:openCase.notLookalike');
    case 'invalid':
      return t('watch:openCase.invalid', { message: failure.message });
    case 'other':
      return t('watch:openCase.failed', { message: failure.message });
  }
}

export function OpenCaseDialog({ match, t, onOpened, onExisting, onClose }: OpenCaseDialogProps) {
  const id = useId();
  const [title, setTitle] = useState(() => t('watch:openCase.defaultTitle', { name: match.name, technique: watchWord(t, 'techniques', match.technique) }));
  const [severity, setSeverity] = useState<string>(() => severityOfBand(match.risk_band));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const entry = await watchApi.openCase(match.watch_id, match.id, openCaseRequest({ title, severity, note }));
      setBusy(false);
      onOpened(entry);
    } catch (caught) {
      setBusy(false);
      const failure = caught instanceof HttpError
        ? openCaseFailure(caught.status, caught.body, caught.message)
        : { kind: 'other' as const, message: caught instanceof Error ? caught.message : String(caught) };
      if (failure.kind === 'case_exists') onExisting(failure.caseId, failure.reference);
      setError(failureText(failure, t));
    }
  };

  return (
    <ConfirmDialog open title={t('watch:openCase.title', { name: match.name })} confirmLabel={t('watch:openCase.confirm')} busyLabel={t('watch:openCase.busy')}
      cancelLabel={t('watch:openCase.cancel')} busy={busy} error={error} confirmDisabled={title.trim() === ''} onConfirm={() => void confirm()} onClose={onClose}>
      <p className="m-0 text-muted">{t('watch:openCase.intro')}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-title`} className="font-medium">{t('watch:openCase.caseTitle')}</label>
        <input id={`${id}-title`} className="input-box w-full px-3 py-2 text-base" value={title} maxLength={200} required
          onChange={(event) => setTitle(event.target.value)} data-case-title />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-severity`} className="font-medium">{t('watch:openCase.severity')}</label>
        <select id={`${id}-severity`} className="input-box w-full px-3 py-2 text-base" value={severity} onChange={(event) => setSeverity(event.target.value)} data-case-severity>
          {caseSeverities.map((entry) => <option key={entry} value={entry}>{watchWord(t, 'severity', entry)}</option>)}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-note`} className="font-medium">{t('watch:openCase.note')}</label>
        <textarea id={`${id}-note`} className="input-box w-full px-3 py-2 text-base" rows={3} maxLength={2000} value={note}
          aria-describedby={`${id}-note-hint`} onChange={(event) => setNote(event.target.value)} data-case-note />
        <p id={`${id}-note-hint`} className="m-0 text-xs text-muted">{t('watch:openCase.noteHint')}</p>
      </div>
    </ConfirmDialog>
  );
}
