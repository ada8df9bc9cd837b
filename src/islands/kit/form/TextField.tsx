import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and error announced to assistive technology. */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="input-box px-3 py-2 text-base aria-[invalid=true]:border-red"
        {...input}
      />
      {hint && <p id={`${id}-hint`} className="m-0 text-xs text-muted">{hint}</p>}
      {error && <p id={`${id}-error`} className="m-0 text-sm text-red-d1 dark:text-red">{error}</p>}
    </div>
  );
}
