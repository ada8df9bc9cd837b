import { useEffect, useMemo, useRef, useState } from 'react';
import { create } from '~/lib/data';
import { showSnackbar, successColor } from '~/lib/notifications/snackbar-store';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { FormAlert } from '../../kit/form/FormAlert';
import { useUnsavedGuard } from '../detail/use-unsaved-guard.ts';
import { useValidator, validatorFor } from '../detail/use-validator.ts';
import { formFieldsFromSchema } from './form-fields.ts';
import { draftFromRecord, type Draft, type InputValue, type RecordData } from './form-values.ts';
import { ResourceForm } from './ResourceForm.tsx';
import { serverFieldErrors } from './server-field-errors.ts';
import { checkForm } from './validate-form.ts';
import '../detail/record-words.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export interface RecordCreatorProps {
  declaration: Pick<ResourceDeclaration, 'name' | 'label' | 'schema'>;
  referenceTargets: Readonly<Record<string, ReferenceTarget>>;
  /** The list's API path, with its parent's id filled in for a nested list. */
  apiPath: string;
  language: string;
  t: Translate;
  /** Called with the created record: the list opens it, or shows it when it has no page of its own. */
  onCreated(record: RecordData): void;
  onClose(): void;
}

/** The schema's own defaults: what a new record starts with. */
function schemaDefaults(schema: Readonly<Record<string, unknown>>): RecordData {
  const properties = (schema.properties ?? {}) as Record<string, { default?: unknown }>;
  return Object.fromEntries(Object.entries(properties).filter(([, property]) => property.default !== undefined).map(([name, property]) => [name, property.default]));
}

/**
 * "New" on a list: the resource's generated form, checked with its precompiled validator, sent
 * as one create; what the API refuses is marked on its field and nothing is lost.
 */
export default function RecordCreator({ declaration, referenceTargets, apiPath, language, t, onCreated, onClose }: RecordCreatorProps) {
  const fields = useMemo(() => formFieldsFromSchema(declaration.schema, referenceTargets), [declaration, referenceTargets]);
  const initial = useMemo(() => draftFromRecord(fields, schemaDefaults(declaration.schema)), [fields, declaration]);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [errorRound, setErrorRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const validate = useValidator(declaration.name, true, language);
  const dirty = fields.some((field) => draft[field.name] !== initial[field.name]);
  useUnsavedGuard(dirty && !busy, t('records:unsavedChanges'));

  useEffect(() => heading.current?.focus(), []);

  const submit = async () => {
    const check = checkForm(fields, draft, {}, await validatorFor(declaration.name, validate), language, t);
    setErrors(check.errors);
    if (Object.keys(check.errors).length > 0) {
      setErrorRound((round) => round + 1);
      return;
    }
    const values = Object.fromEntries(Object.entries(check.values).filter(([, value]) => value !== undefined && value !== ''));
    setBusy(true);
    setFailure('');
    try {
      const created = await create<RecordData>({ resource: apiPath, values });
      showSnackbar({ content: t('records:created'), color: successColor });
      onCreated(created);
    } catch (error) {
      const refused = serverFieldErrors(error, fields, language, t);
      if (Object.keys(refused).length > 0) {
        setErrors(refused);
        setErrorRound((round) => round + 1);
        setFailure(t('records:refusedByServer'));
      } else {
        setFailure(t('records:createFailed', { reason: error instanceof Error ? error.message : String(error) }));
      }
      setBusy(false);
    }
  };

  return (
    <section className="card flex flex-col gap-4 p-4" aria-labelledby="record-creator-heading" data-record-creator>
      <h2 id="record-creator-heading" ref={heading} tabIndex={-1} className="m-0 text-lg font-semibold outline-none">
        {t('records:newHeading', { entity: t(declaration.label.one) })}
      </h2>
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
      <ResourceForm fields={fields} draft={draft} errors={errors} errorRound={errorRound} busy={busy} language={language} t={t}
        onChange={(name: string, value: InputValue) => setDraft((current) => ({ ...current, [name]: value }))}
        onSubmit={() => void submit()} onCancel={onClose} />
    </section>
  );
}
