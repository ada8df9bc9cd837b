/**
 * BIND import (/domains/bind-import; issue "Zone files", items 2 and 4): paste a zone file or
 * add one per domain; each is checked as it is typed, its problems shown at their lines; the
 * server stages a file as its zone's draft (merge or replace) and the plan shows exactly what
 * publishing would change.
 */
import { useRef, useState, type DragEvent } from 'react';
import { isAbortError } from '~/lib/data';
import { failureOf } from '~/lib/data/data-request';
import { errorColor, showSnackbar } from '~/lib/notifications/snackbar-store';
import { ConfirmDialog } from '../../kit/ConfirmDialog';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { discardDraft } from '../zone-editor/zone-api';
import { importZoneFile } from './import-api';
import { ImportFiles } from './ImportFiles';
import { SourceEditor } from './SourceEditor';
import { sourceState, useImportSources, type ImportSource } from './use-import-sources';
import './zone-import-words';

interface DraftInTheWay {
  key: number;
  zone: string;
  changes: number;
  skipInvalid: boolean;
}

export default function ZoneImport() {
  const { t, language } = usePortalTranslation();
  const imports = useImportSources();
  const { sources, selected, update } = imports;
  const [dragging, setDragging] = useState(false);
  const [asking, setAsking] = useState<DraftInTheWay[]>([]);
  const [replacing, setReplacing] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const addFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    void imports.addFiles([...files], (name) => showSnackbar({ color: errorColor, content: t('dns-import:tooLarge', { name }) }));
  };

  /**
   * Stages one file, without its bad lines when `skipInvalid`; a draft already holding changes is
   * asked about first (`ask`), or queued when many are staged at once.
   */
  const stage = async (source: ImportSource, replaceDraft: boolean, skipInvalid = false): Promise<void> => {
    const zone = source.zone;
    if (!zone) return;
    update(source.key, () => ({ stage: 'staging', serverErrors: [], skipped: [] }));
    try {
      const outcome = await importZoneFile(zone.id, source.text, source.mode, replaceDraft, skipInvalid);
      if (outcome.kind === 'staged') update(source.key, () => ({ stage: 'staged', skipped: outcome.draft.skipped }));
      else if (outcome.kind === 'invalid') update(source.key, () => ({ stage: 'none', serverErrors: outcome.errors }));
      else {
        update(source.key, () => ({ stage: 'none' }));
        setAsking((queue) => [...queue, { key: source.key, zone: zone.name, changes: outcome.changes, skipInvalid }]);
      }
    } catch (error) {
      update(source.key, () => ({ stage: 'none' }));
      if (!isAbortError(error)) showSnackbar({ color: errorColor, content: failureOf(error).message });
    }
  };

  const stageAll = async () => {
    for (const source of sources.filter((each) => sourceState(each) === 'ready')) await stage(source, false);
  };

  const [asked] = asking;
  const answer = async (replace: boolean) => {
    if (replace && asked) {
      const source = sources.find((each) => each.key === asked.key);
      setReplacing(true);
      if (source) await stage(source, true, asked.skipInvalid);
      setReplacing(false);
    }
    setAsking((queue) => queue.slice(1));
  };

  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <div className="relative flex flex-col gap-4 min-w-0" data-zone-import
      onDragOver={(event) => { if (event.dataTransfer.types.includes('Files')) { event.preventDefault(); setDragging(true); } }}
      onDragLeave={(event) => { if (event.currentTarget === event.target) setDragging(false); }}
      onDrop={dropped}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="m-0 max-w-3xl">{t('dns-import:intro')}</p>
        <button type="button" className="btn-outline" onClick={() => fileInput.current?.click()} data-add-files>
          <span className="i-lucide-file-up" aria-hidden="true" />
          {t('dns-import:chooseFiles')}
        </button>
        <input ref={fileInput} type="file" multiple accept=".zone,.txt,.db,.bind,.dns,text/plain,text/dns" className="sr-only" tabIndex={-1} aria-hidden="true"
          onChange={(event) => { addFiles(event.target.files); event.target.value = ''; }} data-file-input />
      </div>
      {sources.length > 1 && (
        <ImportFiles sources={sources} selected={selected.key} language={language} t={t} onSelect={imports.select} onRemove={imports.remove} onStageAll={() => void stageAll()} />
      )}
      <section className="card p-4 min-w-0" aria-label={selected.fileName ?? t('dns-import:pasted')}>
        <SourceEditor key={selected.key} source={selected} t={t}
          onText={(text) => imports.setText(selected.key, text)}
          onZone={(zone) => imports.chooseZone(selected.key, zone)}
          onMode={(mode) => imports.setMode(selected.key, mode)}
          onStage={() => void stage(selected, false)}
          onSkipBadLines={() => void stage(selected, false, true)}
          onUnstage={() => update(selected.key, () => ({ stage: 'none' }))}
          onPublished={(serial) => update(selected.key, () => ({ stage: 'published', serial }))}
          onDiscard={() => {
            const zone = selected.zone;
            if (zone) discardDraft(zone.id).then(() => update(selected.key, () => ({ stage: 'none' })), (error: unknown) => showSnackbar({ color: errorColor, content: failureOf(error).message }));
          }} />
      </section>
      {dragging && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-lg border-2 border-dashed border-primary bg-surface/90 text-lg font-medium" aria-hidden="true">
          {t('dns-import:dropHere')}
        </div>
      )}
      <ConfirmDialog open={asked !== undefined} title={t('dns-import:draftNotEmptyTitle')} confirmLabel={t('dns-import:replaceDraft')} busyLabel={t('dns-import:staging')}
        cancelLabel={t('dns-import:cancel')} busy={replacing} onConfirm={() => void answer(true)} onClose={() => void answer(false)}>
        {asked ? t('dns-import:draftNotEmpty', { count: asked.changes, zone: asked.zone }) : ''}
      </ConfirmDialog>
    </div>
  );
}
