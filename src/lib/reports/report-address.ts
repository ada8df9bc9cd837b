/**
 * A report's filters in the address (DESIGN.md section 14: filters in the address), so a reload
 * or a shared link shows the same report: `pql` (over the report's resource), and the report's
 * options — the forecast's `months` (12, 24, 36) and `drop` (criteria, comma separated), the
 * activity's `from`, `to` (YYYY-MM-DD) and `interval` (day, week, month). Only what differs from
 * the defaults is written; other parameters (the account `context`) stay. Pure.
 */
import { activityIntervals, dropCriteria, forecastHorizons, type ActivityInterval, type DropCriterion } from '../schemas/report.ts';
import type { ReportDeclaration } from './report-declarations.ts';

export type ForecastHorizon = (typeof forecastHorizons)[number];
export { activityIntervals, type ActivityInterval };

export interface ReportAddress {
  /** The PQL filter, trimmed; '' for none. */
  pql: string;
  months: ForecastHorizon;
  /** Marked drop criteria, in their declared order. */
  drop: DropCriterion[];
  /** A chosen period (both days, or neither: the last 30 days). */
  from?: string;
  to?: string;
  /** A chosen interval; none lets the API choose by the period's length. */
  interval?: ActivityInterval;
}

export const defaultForecastHorizon: ForecastHorizon = 12;
/** The activity report's default period, in days up to today, and its longest. */
export const defaultPeriodDays = 30;
export const maxPeriodDays = 400;

const ownParameters = ['pql', 'months', 'drop', 'from', 'to', 'interval'] as const;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !dayPattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Days from `from` to `to`, both counted. */
export function periodLength(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

export type PeriodProblem = 'invalidFrom' | 'invalidTo' | 'fromAfterTo' | 'tooLong';

/** Why a period cannot be asked for, or nothing when it can. */
export function periodProblem(from: string, to: string): PeriodProblem | undefined {
  if (!isDay(from)) return 'invalidFrom';
  if (!isDay(to)) return 'invalidTo';
  if (from > to) return 'fromAfterTo';
  if (periodLength(from, to) > maxPeriodDays) return 'tooLong';
  return undefined;
}

/** The default period: the last 30 days, today included (UTC days, as the API counts them). */
export function defaultPeriod(today: Date): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (defaultPeriodDays - 1) * dayMs).toISOString().slice(0, 10);
  return { from, to };
}

export function readReportAddress(search: URLSearchParams, report: Pick<ReportDeclaration, 'options'>): ReportAddress {
  const state: ReportAddress = { pql: search.get('pql')?.trim() ?? '', months: defaultForecastHorizon, drop: [] };
  if (report.options.includes('months')) {
    const months = Number(search.get('months'));
    state.months = forecastHorizons.find((horizon) => horizon === months) ?? defaultForecastHorizon;
  }
  if (report.options.includes('drop')) {
    const marked = new Set((search.get('drop') ?? '').split(',').map((item) => item.trim()));
    state.drop = dropCriteria.filter((criterion) => marked.has(criterion));
  }
  if (report.options.includes('period')) {
    const from = search.get('from');
    const to = search.get('to');
    if (from !== null && to !== null && periodProblem(from, to) === undefined) Object.assign(state, { from, to });
    const interval = search.get('interval');
    const known = activityIntervals.find((value) => value === interval);
    if (known) state.interval = known;
  }
  return state;
}

/** The address's query for a report's state, keeping every parameter the report does not own. */
export function writeReportAddress(state: ReportAddress, current: URLSearchParams, report: Pick<ReportDeclaration, 'options'>): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of current) if (!(ownParameters as readonly string[]).includes(key)) next.append(key, value);
  if (state.pql.trim()) next.set('pql', state.pql.trim());
  if (report.options.includes('months') && state.months !== defaultForecastHorizon) next.set('months', String(state.months));
  if (report.options.includes('drop') && state.drop.length > 0) next.set('drop', dropCriteria.filter((criterion) => state.drop.includes(criterion)).join(','));
  if (report.options.includes('period')) {
    if (state.from && state.to) {
      next.set('from', state.from);
      next.set('to', state.to);
    }
    if (state.interval) next.set('interval', state.interval);
  }
  return next;
}

/** The period a state shows: the chosen one, or the last 30 days up to `today`. */
export function shownPeriod(state: Pick<ReportAddress, 'from' | 'to'>, today: Date): { from: string; to: string } {
  return state.from && state.to ? { from: state.from, to: state.to } : defaultPeriod(today);
}

/** The API's query for a report in this state (GET /groups/{context}/reports/{name}). */
export function reportQuery(state: ReportAddress, report: Pick<ReportDeclaration, 'options'>, today: Date): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.pql) query.pql = state.pql;
  if (report.options.includes('months')) query.months = String(state.months);
  if (report.options.includes('drop') && state.drop.length > 0) query.drop = state.drop.join(',');
  if (report.options.includes('period')) {
    Object.assign(query, shownPeriod(state, today));
    if (state.interval) query.interval = state.interval;
  }
  return query;
}

/** The same report with a new filter (the options stay). */
export function withFilter(state: ReportAddress, pql: string): ReportAddress {
  return { ...state, pql: pql.trim() };
}
