import { useEffect, useRef, type FormEvent } from 'react';
import { fieldLabel } from '~/lib/resources/declaration-parts';
import { groupFields, type FormField } from './form-fields.ts';
import { currencyOf, type Draft, type InputValue } from './form-values.ts';
import { FormFieldControl } from './FormFieldControl.tsx';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ResourceFormProps {
  fields: readonly FormField[];
  draft: Draft;
  errors: Readonly<Record<string, string>>;
  /** Changes each time a check found errors, so focus moves to the first one again. */
  errorRound: number;
  busy: boolean;
  language: string;
  t: Translate;
  onChange(name: string, value: InputValue): void;
  onSubmit(): void;
  onCancel(): void;
}

function hintFor(field: FormField, draft: Draft, t: Translate): string | undefined {
  if (field.widget === 'money') return t('records:moneyHint', { currency: currencyOf(field, draft) });
  if (field.widget === 'tags') return t('records:tagsHint');
  if (field.widget === 'json') return t('records:jsonHint');
  return undefined;
}

/** A record's edit form generated from its schema: sections, an error summary, save and cancel. */
export function ResourceForm({ fields, draft, errors, errorRound, busy, language, t, onChange, onSubmit, onCancel }: ResourceFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const failing = fields.filter((field) => errors[field.name]);

  useEffect(() => {
    if (errorRound === 0 || failing.length === 0) return;
    const first = form.current?.querySelector<HTMLElement>(`[name="${failing[0]!.name}"]`);
    (first ?? summary.current)?.focus();
  }, [errorRound]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={form} noValidate onSubmit={submit} className="flex flex-col gap-6">
      {failing.length > 0 && (
        <div ref={summary} tabIndex={-1} role="alert" className="focus-ring rounded-md border border-solid border-red bg-red-l5 px-4 py-3 text-sm text-red-d2 dark:bg-red-d4 dark:text-red-l4">
          <p className="m-0 font-medium">{t('records:errorSummary', { count: failing.length })}</p>
          <ul className="m-0 mt-1 pl-5">
            {failing.map((field) => (
              <li key={field.name}>
                <a href={`#${field.name}`} className="text-inherit underline" onClick={(event) => {
                  event.preventDefault();
                  form.current?.querySelector<HTMLElement>(`[name="${field.name}"]`)?.focus();
                }}>
                  {errors[field.name]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {groupFields(fields).map(({ group, fields: members }) => (
        <fieldset key={group} className="card m-0 flex flex-col gap-4 p-4">
          <legend className="px-1 text-base font-semibold">{t(`resources:sections.${group}`)}</legend>
          <div className="grid gap-4 md:grid-cols-2">
            {members.map((field) => (
              <FormFieldControl key={field.name} field={field} label={t(fieldLabel(field.name))} value={draft[field.name] ?? ''}
                error={errors[field.name]} hint={hintFor(field, draft, t)} language={language} t={t} onChange={onChange} />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary disabled:opacity-70" aria-busy={busy} disabled={busy}>
          {busy && <span className="i-lucide-loader-circle animate-spin" aria-hidden="true" />}
          {busy ? t('records:saving') : t('records:save')}
        </button>
        <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>{t('records:cancel')}</button>
      </div>
    </form>
  );
}
