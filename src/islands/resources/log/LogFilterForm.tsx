import { useId, useState, type FormEvent } from 'react';
import { logFilterProblem, type LogFilter } from '~/lib/lists/log-filter';

interface LogFilterFormProps {
  applied: LogFilter;
  /** Actions offered, as their keys under `records:log.actions`. */
  actions: readonly string[];
  onApply: (filter: LogFilter) => void;
  t: (key: string, variables?: Record<string, unknown>) => string;
}

/** What happened, who did it, between which days: applied on submit, refused with a message when the days are wrong. */
export function LogFilterForm({ applied, actions, onApply, t }: LogFilterFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const filter: LogFilter = {};
    for (const key of ['action', 'user', 'from', 'to'] as const) {
      const value = String(form.get(key) ?? '').trim();
      if (value) filter[key] = value;
    }
    const found = logFilterProblem(filter);
    setProblem(found && t(`records:log.filter.${found}`));
    if (!found) onApply(filter);
  };
  const field = 'flex flex-col gap-1 text-sm';
  const input = 'input-box px-2 py-1.5 text-sm';
  return (
    // The key resets the fields when the applied filter changes from elsewhere (Back, Clear).
    <form key={JSON.stringify(applied)} className="card flex flex-wrap items-end gap-3 p-3" role="search" aria-label={t('records:log.filter.label')}
      noValidate onSubmit={submit} data-log-filter>
      <label className={field}>
        {t('records:log.action')}
        <select name="action" defaultValue={applied.action ?? ''} className={input}>
          <option value="">{t('records:log.filter.anyAction')}</option>
          {actions.map((action) => <option key={action} value={action}>{t(`records:log.actions.${action}`)}</option>)}
        </select>
      </label>
      <label className={field}>
        {t('records:log.who')}
        <input name="user" type="search" defaultValue={applied.user ?? ''} className={input} autoComplete="off" />
      </label>
      <label className={field}>
        {t('records:log.filter.from')}
        <input name="from" type="date" defaultValue={applied.from ?? ''} className={input} aria-describedby={problem ? `${id}-problem` : undefined} />
      </label>
      <label className={field}>
        {t('records:log.filter.to')}
        <input name="to" type="date" defaultValue={applied.to ?? ''} className={input} aria-describedby={problem ? `${id}-problem` : undefined} />
      </label>
      <button type="submit" className="btn-primary">{t('records:log.filter.apply')}</button>
      <button type="button" className="btn-outline" onClick={() => { setProblem(undefined); onApply({}); }}>{t('records:log.filter.clear')}</button>
      {problem && <p id={`${id}-problem`} role="alert" className="m-0 basis-full text-sm text-red-d1 dark:text-red">{problem}</p>}
    </form>
  );
}
