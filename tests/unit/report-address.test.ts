/**
 * A report's state in the address (DESIGN.md section 14: filters in the address): what is read
 * from it (bad values fall back to the defaults), what is written back (only what differs from
 * the defaults, other parameters kept), and what the API is asked for.
 */
import { describe, expect, it } from 'vitest';
import {
  defaultPeriod, isDay, periodLength, periodProblem, readReportAddress, reportQuery, shownPeriod, withFilter, writeReportAddress, type ReportAddress,
} from '~/lib/reports/report-address';
import { reportDeclarations, type ReportDeclaration } from '~/lib/reports/report-declarations';

const forecast = reportDeclarations['renewals-forecast'];
const activity = reportDeclarations['portfolio-activity'];
const domains = reportDeclarations.domains;
const read = (query: string, report = forecast) => readReportAddress(new URLSearchParams(query), report);
const today = new Date('2026-11-21T15:30:00Z');

describe('reading a report from the address', () => {
  it('reads the filter, the horizon and the drop criteria, in their declared order', () => {
    expect(read('pql=%20tld%20equals%20com%20&months=24&drop=no_records,auto_renew_off')).toEqual({
      pql: 'tld equals com', months: 24, drop: ['auto_renew_off', 'no_records'],
    });
  });

  it('falls back to the defaults for a horizon or criteria it does not know', () => {
    expect(read('months=18&drop=cheap,,expiring_90_days')).toEqual({ pql: '', months: 12, drop: ['expiring_90_days'] });
    expect(read('')).toEqual({ pql: '', months: 12, drop: [] });
  });

  it('reads only the options its report has', () => {
    expect(read('months=36&drop=no_records&from=2026-01-01&to=2026-01-31', domains)).toEqual({ pql: '', months: 12, drop: [] });
  });

  it('reads a period only when both days are real, in order, and at most 400 days apart', () => {
    expect(read('from=2026-10-01&to=2026-10-31&interval=week', activity)).toMatchObject({ from: '2026-10-01', to: '2026-10-31', interval: 'week' });
    for (const period of ['from=2026-10-31&to=2026-10-01', 'from=2026-02-30&to=2026-03-01', 'from=2025-01-01&to=2026-03-01', 'from=2026-10-01', 'from=yesterday&to=today']) {
      const state = read(period, activity);
      expect(state.from, period).toBeUndefined();
      expect(state.to, period).toBeUndefined();
    }
    expect(read('interval=hour', activity).interval).toBeUndefined();
  });
});

describe('writing a report into the address', () => {
  it('writes only what differs from the defaults and keeps the account context', () => {
    const current = new URLSearchParams('context=3f2a9c41-0000-4000-8000-000000000001&pql=old&months=24');
    expect(writeReportAddress({ pql: '', months: 12, drop: [] }, current, forecast).toString()).toBe('context=3f2a9c41-0000-4000-8000-000000000001');
    expect(writeReportAddress({ pql: 'status equals active', months: 36, drop: ['not_our_nameservers', 'auto_renew_off'] }, new URLSearchParams(), forecast).toString())
      .toBe('pql=status+equals+active&months=36&drop=auto_renew_off%2Cnot_our_nameservers');
  });

  it('round-trips: what is written reads back the same', () => {
    const states: [ReportAddress, ReportDeclaration][] = [
      [{ pql: 'tld equals "co.uk"', months: 24, drop: ['no_dns_queries'] }, forecast],
      [{ pql: '', months: 12, drop: [], from: '2026-01-01', to: '2026-03-31', interval: 'month' }, activity],
    ];
    for (const [state, report] of states) {
      expect(readReportAddress(writeReportAddress(state, new URLSearchParams(), report), report)).toEqual(state);
    }
  });

  it('a new filter keeps the options', () => {
    expect(withFilter({ pql: 'a equals b', months: 24, drop: ['no_records'] }, '  tld equals net ')).toEqual({ pql: 'tld equals net', months: 24, drop: ['no_records'] });
  });
});

describe('the API query of a report', () => {
  it('sends the filter and the options the report has', () => {
    expect(reportQuery({ pql: 'tld equals com', months: 24, drop: ['auto_renew_off', 'no_records'] }, forecast, today)).toEqual({
      pql: 'tld equals com', months: '24', drop: 'auto_renew_off,no_records',
    });
    expect(reportQuery({ pql: '', months: 12, drop: [] }, forecast, today)).toEqual({ months: '12' });
    expect(reportQuery({ pql: '', months: 36, drop: ['no_records'] }, domains, today)).toEqual({});
  });

  it('asks the activity report for the chosen period, else the last 30 days up to today', () => {
    expect(reportQuery({ pql: '', months: 12, drop: [] }, activity, today)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(reportQuery({ pql: '', months: 12, drop: [], from: '2026-01-01', to: '2026-01-07', interval: 'day' }, activity, today))
      .toEqual({ from: '2026-01-01', to: '2026-01-07', interval: 'day' });
  });

  it('counts periods in whole days, both ends included', () => {
    expect(defaultPeriod(today)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(periodLength('2026-10-23', '2026-11-21')).toBe(30);
    expect(shownPeriod({ from: '2026-02-01', to: '2026-02-28' }, today)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodProblem('2026-01-01', '2027-02-05')).toBe('tooLong');
    expect(periodProblem('2026-01-01', '2027-02-04')).toBeUndefined();
    expect(periodProblem('2026-01-02', '2026-01-01')).toBe('fromAfterTo');
    expect(periodProblem('', '2026-01-01')).toBe('invalidFrom');
    expect(periodProblem('2026-01-01', '2026-13-01')).toBe('invalidTo');
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
  });
});
