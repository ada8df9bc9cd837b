import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { HttpError } from '~/lib/data';
import { recordType } from '~/lib/dns/record-types';
import { fieldChoices, presetFields, type FieldDeclaration } from '~/lib/dns/record-type';
import { txtHints } from '~/lib/dns/txt-hints';
import type { RecordProblem } from '~/lib/dns/zone-record';
import { usePortalTranslation } from '../../kit/use-portal-translation';
import { problemText } from './problem-text';
import { ttlPresets, ttlText } from '~/lib/dns/ttl-text';
import { creatableTypes, emptyForm, formOf, problemsOf, recordOf, typedTtl, type RecordFormValues } from './record-form';
import type { EditorRecord } from './record-set-rows';
import { stage, unstage, type Zone } from './zone-api';

export type PanelTarget = { mode: 'create' } | { mode: 'edit'; entry: EditorRecord };

interface RecordPanelProps {
  zone: Zone;
  target: PanelTarget;
  onClose(): void;
  onStaged(): void;
}

/** The server's `problems` of a refused change, or its message as a problem of the whole record. */
function serverProblems(error: unknown): RecordProblem[] {
  if (error instanceof HttpError && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { problems?: RecordProblem[]; details?: { problems?: RecordProblem[] }; message?: string };
    const problems = body.problems ?? body.details?.problems;
    if (Array.isArray(problems) && problems.length > 0) return problems;
    if (body.message) return [{ field: 'record', key: 'unknown', values: {}, message: body.message }];
  }
  return [{ field: 'record', key: 'unknown', values: {}, message: error instanceof Error ? error.message : String(error) }];
}

/** A record's form in a side panel: fields from its type's declaration, checked as typed; saving stages the change in the draft. */
export function RecordPanel({ zone, target, onClose, onStaged }: RecordPanelProps) {
  const { t, language } = usePortalTranslation();
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  const editing = target.mode === 'edit' ? target.entry : undefined;
  const [values, setValues] = useState<RecordFormValues>(() => (editing ? formOf(editing.record) : emptyForm(zone.default_ttl)));
  /** The fields the user changed, whose problems show as they type; every field once they try to stage. */
  const [visited, setVisited] = useState<ReadonlySet<string> | 'all'>(() => new Set());
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<RecordProblem[]>([]);
  const declaration = recordType(values.type);
  const { record, problems } = recordOf(values, zone);
  const shown = visited === 'all' ? problems : problems.filter((problem) => visited.has(problem.field));
  const apexNs = editing !== undefined && editing.record.name === '@' && editing.record.type === 'NS';

  const panel = useRef<HTMLElement>(null);
  useEffect(() => first.current?.focus(), []);
  /** The panel covers the page: Tab and Shift+Tab go round its own controls. */
  const keepFocus = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const controls = [...panel.current.querySelectorAll<HTMLElement>('input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])')].filter((element) => !element.hasAttribute('disabled'));
    const [firstControl, lastControl] = [controls[0], controls[controls.length - 1]];
    if (event.shiftKey && document.activeElement === firstControl) {
      event.preventDefault();
      lastControl?.focus();
    } else if (!event.shiftKey && document.activeElement === lastControl) {
      event.preventDefault();
      firstControl?.focus();
    }
  };
  useEffect(() => {
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    addEventListener('keydown', close);
    return () => removeEventListener('keydown', close);
  }, [onClose]);

  const visit = (field: string) => setVisited((current) => (current === 'all' || current.has(field) ? current : new Set([...current, field])));
  /** The user wrote in `field`: the form takes `change` (a new type also resets the fields that depend on it). */
  const set = (field: string, change: Partial<RecordFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    visit(field);
    setRefused([]);
  };
  const setField = (name: string, value: string) => set(name, { fields: { ...values.fields, [name]: value } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setVisited('all');
    if (problems.length > 0) return;
    setSaving(true);
    try {
      if (!editing) await stage(zone.id, { action: 'create', record });
      else if (editing.id !== undefined) await stage(zone.id, { action: 'update', record: { ...record, id: editing.id } });
      else {
        // A staged create edited: the new one replaces it.
        await stage(zone.id, { action: 'create', record });
        if (editing.changeId !== undefined) await unstage(zone.id, editing.changeId);
      }
      onStaged();
    } catch (error) {
      setRefused(serverProblems(error));
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (field: string) => problemsOf(shown, field);
  const described = (field: string) => (errorOf(field).length > 0 ? `${id}-${field}-error` : undefined);
  const errors = (field: string) => {
    const found = errorOf(field);
    if (found.length === 0) return null;
    return (
      <ul id={`${id}-${field}-error`} className="m-0 p-0 list-none text-sm text-red-d1 dark:text-red-l2" data-field-problem={field}>
        {found.map((problem, index) => <li key={index}>{problemText(problem, t)}</li>)}
      </ul>
    );
  };
  const otherProblems = [...shown.filter((problem) => !['name', 'type', 'ttl', 'priority', ...(declaration?.fields.map((field) => field.name) ?? [])].includes(problem.field)), ...refused];

  const input = (field: FieldDeclaration) => {
    const value = values.fields[field.name] ?? '';
    const common = {
      id: `${id}-${field.name}`,
      name: field.name,
      value,
      'aria-invalid': errorOf(field.name).length > 0 ? true : undefined,
      'aria-describedby': described(field.name),
      className: 'input-box w-full px-3 py-2 font-mono text-sm aria-[invalid=true]:border-red',
    } as const;
    if (field.kind.kind === 'txt') {
      return <textarea {...common} rows={5} onChange={(event) => setField(field.name, event.target.value)} />;
    }
    // Numbers with names (TLSA usage, DS and SSHFP algorithms and digest types) are picked by name: "3 DANE-EE".
    const named = field.kind.kind === 'integer' ? fieldChoices(field) : null;
    if (named) {
      return (
        <select {...common} onChange={(event) => setField(field.name, event.target.value)}>
          {!named.some((choice) => choice.value === value) && <option value={value}>{value === '' ? t('dns-editor:panel.choose') : value}</option>}
          {named.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
        </select>
      );
    }
    const numeric = field.kind.kind === 'integer';
    const options = field.kind.kind === 'token' ? field.kind.suggestions : undefined;
    return (
      <>
        <input {...common} inputMode={numeric ? 'numeric' : undefined} list={options ? `${id}-${field.name}-options` : undefined} spellCheck={false} autoComplete="off"
          onChange={(event) => setField(field.name, event.target.value)} />
        {options && <datalist id={`${id}-${field.name}-options`}>{options.map((option) => <option key={option} value={option} />)}</datalist>}
      </>
    );
  };
  const textField = declaration?.fields[0]?.kind.kind === 'txt' ? declaration.fields[0] : undefined;
  const hints = textField ? txtHints(values.fields[textField.name] ?? '', values.name.trim() || '@') : [];

  return (
    <aside ref={panel} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-record-panel onKeyDown={keepFocus}
      className="fixed inset-y-0 right-0 z-40 flex w-full max-w-md flex-col gap-3 overflow-y-auto border-0 border-l border-solid border-line bg-surface p-4 shadow-xl">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="m-0 text-lg">{editing ? t('dns-editor:panel.editTitle') : t('dns-editor:panel.addTitle')}</h2>
        <button type="button" className="btn-icon" onClick={onClose} aria-label={t('dns-editor:panel.close')}><span className="i-lucide-x" aria-hidden="true" /></button>
      </div>
      <p className="m-0 text-sm text-muted">{t('dns-editor:panel.staged')}</p>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-medium">{t('dns-editor:table.name')}</label>
          <div className="flex items-center gap-1">
            <input ref={first} id={`${id}-name`} name="name" value={values.name} placeholder="@" disabled={apexNs} spellCheck={false} autoComplete="off"
              aria-invalid={errorOf('name').length > 0 ? true : undefined} aria-describedby={described('name') ?? `${id}-name-hint`}
              onChange={(event) => set('name', { name: event.target.value })} className="input-box min-w-0 flex-1 px-3 py-2 font-mono text-sm aria-[invalid=true]:border-red" />
            <span className="min-w-0 max-w-1/2 text-sm text-muted font-mono [overflow-wrap:anywhere]">.{zone.name}</span>
          </div>
          <p id={`${id}-name-hint`} className="m-0 text-xs text-muted">{t('dns-editor:panel.nameHint')}</p>
          {errors('name')}
        </div>
        <div className="flex gap-3">
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={`${id}-type`} className="text-sm font-medium">{t('dns-editor:table.type')}</label>
            <select id={`${id}-type`} name="type" value={values.type} disabled={editing !== undefined}
              onChange={(event) => set('type', { type: event.target.value, fields: presetFields(recordType(event.target.value)), priority: '' })} className="input-box px-3 py-2 text-sm">
              {(editing ? [values.type] : creatableTypes).map((type) => <option key={type} value={type}>{type}</option>)}
            </select>
          </div>
          <div className="flex w-36 flex-col gap-1">
            <label htmlFor={`${id}-ttl`} className="text-sm font-medium">{t('dns-editor:table.ttl')}</label>
            <input id={`${id}-ttl`} name="ttl" value={values.ttl} list={`${id}-ttl-presets`} spellCheck={false} autoComplete="off"
              aria-invalid={errorOf('ttl').length > 0 ? true : undefined} aria-describedby={`${id}-ttl-hint ${described('ttl') ?? ''}`.trim()}
              onChange={(event) => set('ttl', { ttl: event.target.value })} className="input-box px-3 py-2 font-mono text-sm aria-[invalid=true]:border-red" />
            <datalist id={`${id}-ttl-presets`}>
              {ttlPresets.map((seconds) => <option key={seconds} value={String(seconds)} label={ttlText(seconds, language)} />)}
            </datalist>
          </div>
        </div>
        <p id={`${id}-ttl-hint`} className="m-0 text-xs text-muted" data-ttl-hint>
          {Number.isFinite(typedTtl(values.ttl)) ? t('dns-editor:panel.ttlIs', { duration: ttlText(typedTtl(values.ttl), language), seconds: typedTtl(values.ttl) }) : t('dns-editor:panel.ttlHint')}
        </p>
        {errors('ttl')}
        {declaration && <p className="m-0 text-xs text-muted">{t(`dns:types.${declaration.type}`)}</p>}
        {declaration?.priority && (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-priority`} className="text-sm font-medium">{t(`dns:fields.${declaration.priority}`)}</label>
            <input id={`${id}-priority`} name="priority" inputMode="numeric" value={values.priority} aria-invalid={errorOf('priority').length > 0 ? true : undefined}
              aria-describedby={described('priority')} onChange={(event) => set('priority', { priority: event.target.value })}
              className="input-box px-3 py-2 font-mono text-sm aria-[invalid=true]:border-red" />
            {errors('priority')}
          </div>
        )}
        {declaration?.fields.map((field) => (
          <div key={field.name} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${field.name}`} className="text-sm font-medium">{t(`dns:fields.${field.name}`)}</label>
            {input(field)}
            {errors(field.name)}
          </div>
        ))}
        {textField && (
          <p className="m-0 text-xs text-muted" data-txt-length>
            {t('dns-editor:panel.txtSplit', { bytes: new TextEncoder().encode(values.fields[textField.name] ?? '').length })}
          </p>
        )}
        {hints.length > 0 && (
          <ul className="m-0 p-0 list-none text-sm" data-txt-hints>
            {hints.map((hint) => <li key={hint.key} className="flex gap-2"><span className="i-lucide-info mt-1 shrink-0" aria-hidden="true" />{problemText(hint, t)}</li>)}
          </ul>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-comment`} className="text-sm font-medium">{t('dns-editor:panel.comment')}</label>
          <input id={`${id}-comment`} name="comment" value={values.comment} onChange={(event) => set('comment', { comment: event.target.value })} className="input-box px-3 py-2 text-sm" />
        </div>
        {otherProblems.length > 0 && (
          <ul role="alert" className="m-0 p-0 list-none text-sm text-red-d1 dark:text-red-l2" data-record-problems>
            {otherProblems.map((problem, index) => <li key={index}>{problemText(problem, t)}</li>)}
          </ul>
        )}
        <div className="flex gap-2">
          <button type="submit" className="btn-primary" disabled={saving || shown.length > 0}>{t('dns-editor:panel.stage')}</button>
          <button type="button" className="btn-outline" onClick={onClose}>{t('dns-editor:panel.cancel')}</button>
        </div>
      </form>
    </aside>
  );
}
