import { lazy, Suspense, useId, type ChangeEvent } from 'react';
import { enumValueText } from '~/lib/resources/field-value';
import type { FormField } from './form-fields.ts';
import type { InputValue } from './form-values.ts';
import { useCountryOptions } from './use-country-options.ts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface FormFieldControlProps {
  field: FormField;
  label: string;
  value: InputValue;
  error?: string;
  /** Shown under the input (the currency of an amount …). */
  hint?: string;
  language: string;
  t: Translate;
  onChange(name: string, value: InputValue): void;
}

// The picker brings a combobox with it: only forms with a reference field load it.
const ReferencePicker = lazy(() => import('./ReferencePicker.tsx'));

const inputClass =
  'input-box w-full px-3 py-2 text-base aria-[invalid=true]:border-red';


/** The countries in the reader's language; until their names load, the chosen code stands alone. */
function CountryOptions({ language, chosen }: { language: string; chosen: string }) {
  const options = useCountryOptions(language);
  if (options.length === 0) return chosen === '' ? null : <option value={chosen} hidden>{chosen.toUpperCase()}</option>;
  return options.map((option) => <option key={option.code} value={option.code}>{option.name}</option>);
}

/** One labelled input of a generated form, its constraints native, its error tied to it. */
export function FormFieldControl({ field, label, value, error, hint, language, t, onChange }: FormFieldControlProps) {
  const id = `field-${field.name}-${useId()}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    'aria-required': field.required || undefined,
  } as const;
  const text = typeof value === 'string' ? value : '';
  const change = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => onChange(field.name, event.target.value);
  const labelText = field.required ? `${label} *` : label;

  if (field.widget === 'checkbox') {
    return (
      <div className="flex flex-col gap-1" data-field={field.name}>
        <label htmlFor={id} className="inline-flex items-center gap-2 text-sm font-medium">
          <input {...common} type="checkbox" className="focus-ring h-4 w-4" checked={value === true} onChange={(event) => onChange(field.name, event.target.checked)} />
          {label}
        </label>
        {error && <p id={`${id}-error`} className="m-0 text-sm text-red-d1 dark:text-red">{error}</p>}
      </div>
    );
  }

  let control;
  if (field.reference) {
    const idInput = (
      <input {...common} type="text" inputMode="numeric" className={inputClass} value={text} onChange={change} />
    );
    control = (
      <Suspense fallback={idInput}>
        <ReferencePicker id={id} name={field.name} target={field.reference} value={text} invalid={Boolean(error)} describedBy={described}
          required={field.required} t={t} onChange={(picked) => onChange(field.name, picked)} />
      </Suspense>
    );
  } else switch (field.widget) {
    case 'textarea':
    case 'json':
      control = <textarea {...common} rows={field.widget === 'json' ? 6 : 4} className={`${inputClass} font-inherit`} value={text} maxLength={field.maxLength} onChange={change} />;
      break;
    case 'select':
      control = (
        <select {...common} className={inputClass} value={text} onChange={change}>
          <option value="">{field.required ? t('records:choose') : t('records:none')}</option>
          {(field.options ?? []).map((option) => <option key={option} value={option}>{enumValueText(option, t)}</option>)}
        </select>
      );
      break;
    case 'country':
      control = (
        <select {...common} className={inputClass} value={text} onChange={change} autoComplete="country">
          <option value="">{field.required ? t('records:choose') : t('records:none')}</option>
          <CountryOptions language={language} chosen={text} />
        </select>
      );
      break;
    case 'number':
      control = (
        <input {...common} type="number" className={inputClass} value={text} onChange={change}
          min={field.minimum} max={field.maximum} step={field.valueType === 'integer' ? 1 : 'any'} />
      );
      break;
    case 'money':
      control = <input {...common} type="text" inputMode="decimal" className={inputClass} value={text} onChange={change} />;
      break;
    case 'date':
      control = <input {...common} type="date" className={inputClass} value={text} onChange={change} />;
      break;
    case 'datetime':
      control = <input {...common} type="datetime-local" className={inputClass} value={text} onChange={change} />;
      break;
    default:
      control = (
        <input {...common} type={field.widget === 'email' || field.widget === 'password' ? field.widget : 'text'} className={inputClass} value={text} onChange={change}
          maxLength={field.widget === 'tags' ? undefined : field.maxLength} />
      );
  }
  return (
    <div className="flex flex-col gap-1" data-field={field.name}>
      <label htmlFor={id} className="text-sm font-medium">{labelText}</label>
      {control}
      {hint && <p id={`${id}-hint`} className="m-0 text-xs text-muted">{hint}</p>}
      {error && <p id={`${id}-error`} className="m-0 text-sm text-red-d1 dark:text-red">{error}</p>}
    </div>
  );
}
