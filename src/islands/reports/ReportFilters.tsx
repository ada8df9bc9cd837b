/**
 * A report's filter and options (DESIGN.md section 14: filters in the address): the PQL box over
 * the report's resource (checked as typed, applied on Enter or "Apply", the API's refusal shown
 * at its position as lists show it), then the report's own options — the forecast's horizon and
 * drop candidate criteria (applied when changed), the activity's period and interval (applied
 * together with their button).
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { PqlBox } from '~/islands/resources/list/PqlBox';
import type { QueryProblem } from '~/islands/resources/list/query-error';
import { activityIntervals, maxPeriodDays, periodProblem, shownPeriod, type ActivityInterval, type PeriodProblem, type ReportAddress } from '~/lib/reports/report-address';
import type { ReportDeclaration } from '~/lib/reports/report-declarations';
import type { ReportPage } from '~/lib/reports/report-pages';
import { dropCriteria, forecastHorizons, type DropCriterion } from '~/lib/schemas/report';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

interface ReportFiltersProps {
  declaration: ReportDeclaration;
  filter: ReportPage['filter'];
  address: ReportAddress;
  onChange(next: ReportAddress): void;
  serverProblem: QueryProblem | undefined;
  today: Date;
  language: string;
  t: Translate;
}

function PeriodForm({ address, onChange, today, t }: Pick<ReportFiltersProps, 'address' | 'onChange' | 'today' | 't'>) {
  const id = useId();
  const shown = shownPeriod(address, today);
  const [from, setFrom] = useState(shown.from);
  const [to, setTo] = useState(shown.to);
  const [interval, setChosenInterval] = useState<ActivityInterval | ''>(address.interval ?? '');
  const [problem, setProblem] = useState<PeriodProblem>();
  // Back and Forward bring another period: the fields follow it.
  useEffect(() => {
    setFrom(shown.from);
    setTo(shown.to);
    setChosenInterval(address.interval ?? '');
    setProblem(undefined);
  }, [shown.from, shown.to, address.interval]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = periodProblem(from, to);
    setProblem(found);
    if (found) return;
    const { interval: _old, ...rest } = address;
    onChange({ ...rest, from, to, ...(interval ? { interval } : {}) });
  };

  return (
    <form className="flex flex-col gap-1" onSubmit={submit} aria-label={t('reports:options.heading')} data-report-period>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('reports:options.from')}
          <input type="date" name="from" required value={from} onChange={(event) => setFrom(event.target.value)}
            aria-invalid={problem === 'invalidFrom' || problem === 'fromAfterTo' ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined}
            className="input-box px-3 py-1.5 text-sm aria-[invalid=true]:border-red" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('reports:options.to')}
          <input type="date" name="to" required value={to} onChange={(event) => setTo(event.target.value)}
            aria-invalid={problem === 'invalidTo' || problem === 'fromAfterTo' || problem === 'tooLong' ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined}
            className="input-box px-3 py-1.5 text-sm aria-[invalid=true]:border-red" />
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('reports:options.interval')}
          <select name="interval" value={interval} onChange={(event) => setChosenInterval(event.target.value as ActivityInterval | '')} className="input-box px-3 py-1.5 text-sm">
            <option value="">{t('reports:options.intervals.auto')}</option>
            {activityIntervals.map((value) => <option key={value} value={value}>{t(`reports:options.intervals.${value}`)}</option>)}
          </select>
        </label>
        <button type="submit" className="btn-outline">{t('reports:options.apply')}</button>
      </div>
      {problem && <p id={`${id}-problem`} role="alert" className="m-0 text-sm text-red-d1 dark:text-red" data-report-period-problem>{t(`reports:options.problems.${problem}`, { days: maxPeriodDays })}</p>}
    </form>
  );
}

export function ReportFilters({ declaration, filter, address, onChange, serverProblem, today, language, t }: ReportFiltersProps) {
  const id = useId();
  const options = declaration.options;
  const toggle = (criterion: DropCriterion, on: boolean) => {
    const marked = new Set(address.drop);
    if (on) marked.add(criterion);
    else marked.delete(criterion);
    onChange({ ...address, drop: dropCriteria.filter((entry) => marked.has(entry)) });
  };
  return (
    <div className="card flex min-w-0 flex-col gap-4 p-4" data-report-filters>
      <PqlBox applied={address.pql} columns={filter.columns} example={filter.example} serverProblem={serverProblem}
        onApply={(pql) => onChange({ ...address, pql })} language={language} t={t} />
      {options.includes('months') && (
        <label className="flex flex-wrap items-center gap-2 text-sm font-medium">
          {t('reports:options.months')}
          <select name="months" value={address.months} className="input-box px-3 py-1.5 text-sm" data-report-months
            onChange={(event) => onChange({ ...address, months: Number(event.target.value) as ReportAddress['months'] })}>
            {forecastHorizons.map((months) => <option key={months} value={months}>{t('reports:options.monthsValue', { count: months })}</option>)}
          </select>
        </label>
      )}
      {options.includes('drop') && (
        <fieldset className="m-0 flex flex-col gap-1 border-0 p-0" aria-describedby={`${id}-drop-intro`} data-report-drop-criteria>
          <legend className="mb-1 p-0 text-sm font-medium">{t('reports:drop.legend')}</legend>
          <p id={`${id}-drop-intro`} className="m-0 max-w-3xl text-sm text-muted">{t('reports:drop.intro')}</p>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {dropCriteria.map((criterion) => (
              <label key={criterion} className="inline-flex cursor-pointer items-center gap-2 text-sm">
                <input type="checkbox" className="focus-ring" name="drop" value={criterion} checked={address.drop.includes(criterion)}
                  onChange={(event) => toggle(criterion, event.target.checked)} data-drop-criterion={criterion} />
                {t(`reports:drop.criteria.${criterion}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {options.includes('period') && <PeriodForm address={address} onChange={onChange} today={today} t={t} />}
    </div>
  );
}
