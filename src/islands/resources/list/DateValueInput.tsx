import { useRef } from 'react';
import type { DateValueChoice } from '~/lib/lists/filter-fields';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface DateValueInputProps {
  name: string;
  label: string;
  value: string;
  choice: DateValueChoice;
  describedBy: string | undefined;
  onChange: (value: string) => void;
  t: Translate;
}

const fieldClass = 'input-box px-2 py-1.5 text-sm';

/**
 * A date filter's value: typed text, passed on as typed (a date, a list of dates, or whatever else
 * PQL accepts), with a calendar that writes the picked date into the box.
 */
export function DateValueInput({ name, label, value, choice, describedBy, onChange, t }: DateValueInputProps) {
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <span className="relative flex items-center gap-1">
        <input name={name} type="text" inputMode={choice.picker ? 'numeric' : 'text'} spellCheck={false} autoComplete="off" className={`${fieldClass} w-36`}
          placeholder={choice.picker ? 'YYYY-MM-DD' : choice.examples[0]} value={value} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)} />
        {choice.picker && (
          <>
            <button type="button" className="btn-icon" aria-label={t('lists:filter.pickDate', { field: label })} title={t('lists:filter.pickDate', { field: label })} onClick={open}>
              <span className="i-lucide-calendar-days" aria-hidden="true" />
            </button>
            {/* The native calendar, opened by the button; the box above is what the user reads and edits. */}
            <input ref={picker} type={choice.picker} tabIndex={-1} aria-hidden="true" data-date-picker={name}
              className="absolute bottom-0 right-0 h-px w-px opacity-0 pointer-events-none"
              value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''} onChange={(event) => event.target.value && onChange(event.target.value)} />
          </>
        )}
      </span>
    </label>
  );
}
