/**
 * The choices an action asks for, as its declaration lists them (DESIGN.md section 13, bulk
 * jobs): a renewal's period, on or off, name servers (checked as typed), a contact per role, a
 * DNS template, a TTL, a contact field and its value. Every control has its label; a problem
 * shows under its control and is tied to it for screen readers.
 */
import { lazy, Suspense } from 'react';
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import type { OptionField, TrayAction } from '~/lib/tray/tray-actions';
import type { Translate } from '~/lib/tray/job-words';
import { nameserverProblemWhileTyping, roleKey, type OptionProblem, type OptionValues } from './action-options';
import '../resources/detail/record-words';

const ReferencePicker = lazy(() => import('../resources/form/ReferencePicker'));

const contacts: ReferenceTarget = { apiPath: 'contacts', displayField: 'name', viewPermission: 'view-contacts', recordRoute: '/contacts/{id}' };

interface ActionOptionsFormProps {
  action: TrayAction;
  values: OptionValues;
  problems: Readonly<Record<string, OptionProblem>>;
  /** The user may search contacts by name (else the contact's number is typed). */
  canSearchContacts: boolean;
  idPrefix: string;
  disabled: boolean;
  t: Translate;
  onChange(name: string, value: string): void;
}

function ProblemText({ id, problem, t }: { id: string; problem: OptionProblem | undefined; t: Translate }) {
  if (!problem) return null;
  return <p id={id} className="m-0 text-sm text-red-d1 dark:text-red" data-option-problem>{t(`tray:options.${problem.key}`, problem.values)}</p>;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

export function ActionOptionsForm({ action, values, problems, canSearchContacts, idPrefix, disabled, t, onChange }: ActionOptionsFormProps) {
  if (action.options.length === 0) return <p className="m-0 text-muted">{t('tray:dialog.noOptions')}</p>;
  return (
    <div className="flex flex-col gap-4" data-action-options={`${action.resource}:${action.name}`}>
      {action.options.map((field) => (
        <OptionControl key={field.kind} field={field} values={values} problems={problems} canSearchContacts={canSearchContacts} idPrefix={idPrefix}
          disabled={disabled} t={t} onChange={onChange} />
      ))}
    </div>
  );
}

function OptionControl({ field, values, problems, canSearchContacts, idPrefix, disabled, t, onChange }: Omit<ActionOptionsFormProps, 'action'> & { field: OptionField }) {
  const id = `${idPrefix}-${field.name}`;
  switch (field.kind) {
    case 'period':
      return (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="font-medium">{t('tray:options.period')}</label>
          <select id={id} className="input-box w-full px-3 py-2 text-base" value={values.period_years ?? ''} disabled={disabled}
            onChange={(event) => onChange('period_years', event.target.value)} data-option="period_years">
            <option value="">{t('tray:options.periodUsual')}</option>
            {Array.from({ length: field.max }, (_, index) => index + 1).map((years) => (
              <option key={years} value={years}>{t('tray:options.years', { count: years })}</option>
            ))}
          </select>
        </div>
      );
    case 'switch':
      return (
        <fieldset className="m-0 flex flex-col gap-1 border-0 p-0" disabled={disabled}>
          <legend className="mb-1 p-0 font-medium">{t('tray:options.enabled')}</legend>
          <div className="flex flex-wrap gap-4">
            {(['on', 'off'] as const).map((choice) => (
              <label key={choice} className="inline-flex cursor-pointer items-center gap-2">
                <input type="radio" className="focus-ring" name={id} value={choice} checked={(values.enabled ?? 'on') === choice}
                  onChange={() => onChange('enabled', choice)} data-option={`enabled:${choice}`} />
                {t(`tray:options.${choice}`)}
              </label>
            ))}
          </div>
        </fieldset>
      );
    case 'hostnames': {
      const problem = problems.nameservers ?? nameserverProblemWhileTyping(values.nameservers ?? '');
      return (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="font-medium">{t('tray:options.nameservers')}</label>
          <textarea id={id} className="input-box min-h-28 w-full px-3 py-2 font-mono text-base aria-[invalid=true]:border-red" value={values.nameservers ?? ''}
            spellCheck={false} autoCapitalize="none" autoComplete="off" disabled={disabled} aria-invalid={problem ? true : undefined}
            aria-describedby={describedBy(`${id}-hint`, problem && `${id}-problem`)} onChange={(event) => onChange('nameservers', event.target.value)} data-option="nameservers" />
          <p id={`${id}-hint`} className="m-0 text-xs text-muted">{t('tray:options.nameserversHint', { min: field.min, max: field.max })}</p>
          <ProblemText id={`${id}-problem`} problem={problem && { ...problem, values: { min: field.min, max: field.max, ...problem.values } }} t={t} />
        </div>
      );
    }
    case 'contacts':
      return (
        <fieldset className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0" disabled={disabled} aria-describedby={describedBy(`${id}-hint`, problems.contacts && `${id}-problem`)}>
          <legend className="mb-1 p-0 font-medium">{t('tray:options.contactsLegend')}</legend>
          <p id={`${id}-hint`} className="m-0 text-xs text-muted">{t('tray:options.contactsHint')}</p>
          {field.roles.map((role) => {
            const inputId = `${id}-${role}`;
            const value = values[roleKey(role)] ?? '';
            return (
              <div key={role} className="flex min-w-0 flex-col gap-1" data-option={`contact:${role}`}>
                <label htmlFor={inputId} className="text-sm font-medium">{t(`tray:options.roles.${role}`)}</label>
                {canSearchContacts ? (
                  <Suspense fallback={<input id={inputId} className="input-box w-full px-3 py-2 text-base" value="" readOnly />}>
                    <ReferencePicker id={inputId} name={`${role}_contact_id`} target={contacts} value={value} invalid={false} describedBy={undefined} required={false} t={t}
                      onChange={(chosen) => onChange(roleKey(role), chosen)} />
                  </Suspense>
                ) : (
                  <input id={inputId} type="number" min={1} inputMode="numeric" className="input-box w-full px-3 py-2 text-base" value={value}
                    placeholder={t('tray:options.contactId')} onChange={(event) => onChange(roleKey(role), event.target.value)} />
                )}
                {role === 'registrant' && value !== '' && <p className="m-0 text-xs text-amber-d2 dark:text-amber-l2">{t('tray:options.registrantNote')}</p>}
              </div>
            );
          })}
          <ProblemText id={`${id}-problem`} problem={problems.contacts} t={t} />
        </fieldset>
      );
    case 'template':
      return (
        <fieldset className="m-0 flex flex-col gap-2 border-0 p-0" disabled={disabled}>
          <legend className="mb-1 p-0 font-medium">{t('tray:options.template')}</legend>
          {field.values.map((template) => (
            <label key={template} className={`flex cursor-pointer items-start gap-2 rounded-md border border-solid px-3 py-2 ${values.template === template ? 'border-primary' : 'border-line'}`}>
              <input type="radio" className="focus-ring mt-1" name={id} value={template} checked={values.template === template}
                aria-describedby={`${id}-${template}-text`} onChange={() => onChange('template', template)} data-option={`template:${template}`} />
              <span className="flex flex-col">
                <span className="font-medium">{t(`tray:options.templates.${template}.name`)}</span>
                <span id={`${id}-${template}-text`} className="text-xs text-muted">{t(`tray:options.templates.${template}.description`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
      );
    case 'ttl': {
      const problem = problems.ttl;
      return (
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="font-medium">{t('tray:options.ttl')}</label>
          <input id={id} type="number" inputMode="numeric" min={field.min} max={field.max} step={1} className="input-box w-full px-3 py-2 text-base aria-[invalid=true]:border-red"
            value={values.ttl ?? ''} disabled={disabled} aria-invalid={problem ? true : undefined} aria-describedby={describedBy(`${id}-hint`, problem && `${id}-problem`)}
            onChange={(event) => onChange('ttl', event.target.value)} data-option="ttl" />
          <p id={`${id}-hint`} className="m-0 text-xs text-muted">{t('tray:options.ttlHint', { min: field.min, max: field.max })}</p>
          <ProblemText id={`${id}-problem`} problem={problem} t={t} />
        </div>
      );
    }
    case 'contactField': {
      const problem = problems.value;
      const chosen = field.fields.find((entry) => entry.name === values.field);
      return (
        <div className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor={id} className="font-medium">{t('tray:options.field')}</label>
            <select id={id} className="input-box w-full px-3 py-2 text-base" value={values.field ?? ''} disabled={disabled}
              onChange={(event) => onChange('field', event.target.value)} data-option="field">
              {field.fields.map((entry) => <option key={entry.name} value={entry.name}>{t(`tray:options.contactFields.${entry.name}`)}</option>)}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-value`} className="font-medium">{t('tray:options.value')}</label>
            <input id={`${id}-value`} type="text" className="input-box w-full px-3 py-2 text-base aria-[invalid=true]:border-red" value={values.value ?? ''}
              maxLength={chosen?.maxLength} disabled={disabled} aria-invalid={problem ? true : undefined}
              aria-describedby={describedBy(`${id}-value-hint`, problem && `${id}-value-problem`)} onChange={(event) => onChange('value', event.target.value)} data-option="value" />
            <p id={`${id}-value-hint`} className="m-0 text-xs text-muted">{t('tray:options.valueHint')}</p>
            <ProblemText id={`${id}-value-problem`} problem={problem} t={t} />
          </div>
        </div>
      );
    }
  }
}
