import { useId, useState, type FormEvent } from 'react';
import { isValidRange, presetDays, type Breakdown, type StatisticsView } from './statistics-address';

interface PeriodControlsProps {
  view: StatisticsView;
  /** The period the API answered, to start the chosen days from. */
  shown?: { from: string; to: string };
  onChange(view: StatisticsView): void;
  t(key: string): string;
}

const segment = 'relative focus-within:(outline-2 outline-offset-2 outline-solid outline-primary) flex cursor-pointer items-center gap-2 rounded-md border border-solid border-line bg-surface px-3 py-1.5 text-sm has-[:checked]:(border-primary bg-primary-l5 font-medium dark:bg-primary-d4)';

/** The period (7, 30 or 90 days, or chosen days) and the breakdown, as two radio groups. */
export function PeriodControls({ view, shown, onChange, t }: PeriodControlsProps) {
  const id = useId();
  const custom = !('days' in view.period);
  const [choosing, setChoosing] = useState(custom);
  const [from, setFrom] = useState(custom && 'from' in view.period ? view.period.from : shown?.from ?? '');
  const [to, setTo] = useState(custom && 'to' in view.period ? view.period.to : shown?.to ?? '');
  const [invalid, setInvalid] = useState(false);
  const rangeOpen = choosing || custom;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidRange(from, to)) return setInvalid(true);
    setInvalid(false);
    onChange({ ...view, period: { from, to } });
  };
  const chooseDays = () => {
    setChoosing(true);
    if (!from && shown) setFrom(shown.from);
    if (!to && shown) setTo(shown.to);
  };

  return (
    <div className="flex flex-col gap-3" data-statistics-controls>
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <fieldset className="m-0 flex flex-wrap items-center gap-2 border-0 p-0">
          <legend className="mb-1 p-0 text-sm font-medium">{t('dns-statistics:period.label')}</legend>
          {presetDays.map((days) => (
            <label key={days} className={segment}>
              <input type="radio" className="absolute inset-0 m-0 cursor-pointer opacity-0" name={`${id}-period`} value={days} checked={!rangeOpen && 'days' in view.period && view.period.days === days}
                onChange={() => { setChoosing(false); onChange({ ...view, period: { days } }); }} />
              {t(`dns-statistics:period.days${days}`)}
            </label>
          ))}
          <label className={segment}>
            <input type="radio" className="absolute inset-0 m-0 cursor-pointer opacity-0" name={`${id}-period`} value="custom" checked={rangeOpen} onChange={chooseDays} />
            {t('dns-statistics:period.custom')}
          </label>
        </fieldset>
        <fieldset className="m-0 flex flex-wrap items-center gap-2 border-0 p-0">
          <legend className="mb-1 p-0 text-sm font-medium">{t('dns-statistics:breakdown.label')}</legend>
          {(['type', 'code'] as const satisfies readonly Breakdown[]).map((breakdown) => (
            <label key={breakdown} className={segment}>
              <input type="radio" className="absolute inset-0 m-0 cursor-pointer opacity-0" name={`${id}-breakdown`} value={breakdown} checked={view.breakdown === breakdown}
                onChange={() => onChange({ ...view, breakdown })} />
              {t(`dns-statistics:breakdown.${breakdown}`)}
            </label>
          ))}
        </fieldset>
      </div>
      {rangeOpen && (
        <form className="flex flex-wrap items-end gap-3" onSubmit={apply} noValidate data-statistics-range>
          <label className="flex flex-col gap-1 text-sm">
            {t('dns-statistics:period.from')}
            <input type="date" className="input-box px-2 py-1.5" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)}
              aria-invalid={invalid} aria-describedby={invalid ? `${id}-invalid` : undefined} name="from" />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('dns-statistics:period.to')}
            <input type="date" className="input-box px-2 py-1.5" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)}
              aria-invalid={invalid} aria-describedby={invalid ? `${id}-invalid` : undefined} name="to" />
          </label>
          <button type="submit" className="btn-outline">{t('dns-statistics:period.apply')}</button>
          {invalid && <p id={`${id}-invalid`} role="alert" className="m-0 basis-full text-sm text-red-d1 dark:text-red-l2">{t('dns-statistics:period.invalid')}</p>}
        </form>
      )}
    </div>
  );
}
