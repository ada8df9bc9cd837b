/**
 * The pulse's period: this week, the last 7 or 30 days, or two days of the reader's choosing
 * (applied with "Show"; a wrong pair says why). The chosen period lives in the address.
 */
import { useId, useState, type FormEvent } from 'react';
import { customPeriodProblem, periodChoices, presetPeriod, type PeriodChoice, type PulsePeriod } from '~/lib/dashboard/pulse-period';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function PulsePeriodPicker({ period, onChange, t }: { period: PulsePeriod; onChange: (period: PulsePeriod) => void; t: Translate }) {
  const id = useId();
  const [choice, setChoice] = useState<PeriodChoice>(period.choice);
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [problem, setProblem] = useState<string>();

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setProblem(undefined);
    if (next !== 'custom') onChange(presetPeriod(next, Date.now()));
  };

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const wrong = customPeriodProblem(from, to);
    if (wrong) {
      setProblem(t(`home:pulse.period.${wrong}`));
      return;
    }
    setProblem(undefined);
    onChange({ choice: 'custom', from, to });
  };

  return (
    <form className="flex min-w-0 flex-col gap-2" onSubmit={applyCustom} data-pulse-period>
      <fieldset className="m-0 flex flex-wrap items-center gap-x-4 gap-y-2 border-0 p-0">
        <legend className="mb-1 p-0 text-sm font-medium">{t('home:pulse.period.legend')}</legend>
        {periodChoices.map((entry) => (
          <label key={entry} className="flex items-center gap-1.5 text-sm">
            <input type="radio" name={`${id}-period`} value={entry} checked={choice === entry} onChange={() => choose(entry)} className="focus-ring" />
            {t(`home:pulse.period.choices.${entry}`)}
          </label>
        ))}
      </fieldset>
      {choice === 'custom' && (
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-from`} className="text-sm font-medium">{t('home:pulse.period.from')}</label>
            <input id={`${id}-from`} type="date" className="input-box px-2 py-1.5" value={from} onChange={(event) => setFrom(event.target.value)} required />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-to`} className="text-sm font-medium">{t('home:pulse.period.to')}</label>
            <input id={`${id}-to`} type="date" className="input-box px-2 py-1.5" value={to} onChange={(event) => setTo(event.target.value)} required />
          </div>
          <button type="submit" className="btn-outline">{t('home:pulse.period.apply')}</button>
        </div>
      )}
      {problem && <p role="alert" className="m-0 text-sm text-red-d1 dark:text-red-l2">{problem}</p>}
    </form>
  );
}
