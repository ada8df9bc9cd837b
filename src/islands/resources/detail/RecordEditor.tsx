import { useMemo, useState } from 'react';
import { update } from '~/lib/data';
import { isVersionConflict } from '~/lib/data/errors';
import { showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import { sameValue } from '~/lib/values/same-value';
import { FormAlert } from '../../kit/form/FormAlert';
import { updatePayload } from '../form/changed-values.ts';
import { formFieldsFromSchema } from '../form/form-fields.ts';
import { draftFromRecord, type Draft, type InputValue } from '../form/form-values.ts';
import { ResourceForm } from '../form/ResourceForm.tsx';
import { checkForm } from '../form/validate-form.ts';
import { serverFieldErrors } from '../form/server-field-errors.ts';
import { ConflictView } from './ConflictView.tsx';
import type { RecordData } from './record-address.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';
import { useValidator, validatorFor } from './use-validator.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface RecordEditorProps {
  declaration: ResourceDeclaration;
  referenceTargets: Readonly<Record<string, ReferenceTarget>>;
  apiPath: string;
  record: RecordData;
  language: string;
  t: Translate;
  onSaved(record: RecordData): void;
  onClose(): void;
}

interface Conflict {
  /** The fields this editor changed, to send again over the newer version. */
  changes: RecordData;
  theirs: RecordData;
}

const versionOf = (record: RecordData) => (typeof record.version === 'number' || typeof record.version === 'string' ? record.version : 0);

/**
 * Edit mode: the generated form, checked with the precompiled validator; a save sends only the
 * changed fields with the version they were made on, and a conflict shows both versions.
 */
export function RecordEditor({ declaration, referenceTargets, apiPath, record, language, t, onSaved, onClose }: RecordEditorProps) {
  const fields = useMemo(() => formFieldsFromSchema(declaration.schema, referenceTargets).filter((field) => !field.createOnly), [declaration, referenceTargets]);
  const initial = useMemo(() => draftFromRecord(fields, record), [fields, record]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [errorRound, setErrorRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const [conflict, setConflict] = useState<Conflict>();
  const validate = useValidator(declaration.name, true, language);
  const dirty = conflict !== undefined || fields.some((field) => !sameValue(draft[field.name], initial[field.name]));
  useUnsavedGuard(dirty, t('records:unsavedChanges'));

  const send = async (changes: RecordData, version: number | string) => {
    setBusy(true);
    setFailure('');
    try {
      const saved = await update<RecordData>({ resource: apiPath, id: String(record.id), values: changes, version });
      showSnackbar({ content: t('records:saved'), color: successColor });
      onSaved(saved);
    } catch (error) {
      const refused = serverFieldErrors(error, fields, language, t);
      if (isVersionConflict(error)) {
        setConflict({ changes, theirs: error.body as RecordData });
      } else if (Object.keys(refused).length > 0) {
        setConflict(undefined);
        setErrors(refused);
        setErrorRound((round) => round + 1);
        setFailure(t('records:refusedByServer'));
      } else {
        setFailure(t('records:saveFailed', { reason: error instanceof Error ? error.message : String(error) }));
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const check = checkForm(fields, draft, record, await validatorFor(declaration.name, validate), language, t);
    setErrors(check.errors);
    if (Object.keys(check.errors).length > 0) {
      setErrorRound((round) => round + 1);
      return;
    }
    const payload = updatePayload(record, check.values);
    if (!payload) {
      showSnackbar({ content: t('records:noChanges') });
      onClose();
      return;
    }
    void send(payload.values, payload.version);
  };

  const change = (name: string, value: InputValue) => setDraft((current) => ({ ...current, [name]: value }));

  if (conflict) {
    return (
      <ConflictView declaration={declaration} fields={fields} referenceTargets={referenceTargets} mine={{ ...record, ...conflict.changes }} theirs={conflict.theirs}
        busy={busy} language={language} t={t}
        onKeepMine={() => void send(conflict.changes, versionOf(conflict.theirs))}
        onTakeTheirs={() => onSaved(conflict.theirs)} />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <ResourceForm fields={fields} draft={draft} errors={errors} errorRound={errorRound} busy={busy} language={language} t={t}
        onChange={change} onSubmit={() => void submit()} onCancel={onClose} />
    </div>
  );
}
