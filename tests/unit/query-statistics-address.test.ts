/** The statistics page's period and breakdown in the address (src/islands/dns/statistics/statistics-address.ts). */
import { describe, expect, it } from 'vitest';
import { isValidRange, periodQuery, readStatisticsView, writeStatisticsView } from '../../src/islands/dns/statistics/statistics-address';
import { statisticsCsv } from '../../src/islands/dns/statistics/statistics-csv';

const read = (query: string) => readStatisticsView(new URLSearchParams(query));

describe('the statistics address', () => {
  it('reads a preset, a range and the breakdown, and falls back to 30 days by type', () => {
    expect(read('')).toEqual({ period: { days: 30 }, breakdown: 'type' });
    expect(read('days=7&by=code')).toEqual({ period: { days: 7 }, breakdown: 'code' });
    expect(read('from=2026-10-01&to=2026-10-10')).toEqual({ period: { from: '2026-10-01', to: '2026-10-10' }, breakdown: 'type' });
    for (const bad of ['days=14', 'days=x', 'from=2026-10-10&to=2026-10-01', 'from=2026-02-30&to=2026-03-01', 'from=2024-01-01&to=2026-01-01', 'from=2026-10-01', 'by=weird']) {
      expect(read(bad).period, bad).toEqual({ days: 30 });
    }
  });

  it('writes the view and keeps the account context', () => {
    const written = writeStatisticsView({ period: { from: '2026-10-01', to: '2026-10-02' }, breakdown: 'code' }, new URLSearchParams('context=abc&days=7'));
    expect(written.toString()).toBe('context=abc&from=2026-10-01&to=2026-10-02&by=code');
    expect(writeStatisticsView({ period: { days: 90 }, breakdown: 'type' }, new URLSearchParams('from=a&to=b&by=code')).toString()).toBe('days=90');
    expect(read(written.toString())).toEqual({ period: { from: '2026-10-01', to: '2026-10-02' }, breakdown: 'code' });
  });

  it('asks the API for the period', () => {
    expect(periodQuery({ days: 7 })).toEqual({ days: '7' });
    expect(periodQuery({ from: '2026-10-01', to: '2026-10-02' })).toEqual({ from: '2026-10-01', to: '2026-10-02' });
    expect(isValidRange('2025-10-31', '2026-10-31')).toBe(true);
    expect(isValidRange('2025-10-30', '2026-10-31')).toBe(false);
  });

  it('exports the breakdown shown, one raw row per day', () => {
    const answer = {
      domain: { id: 1, name: 'example.com' }, zone: { id: 2, name: 'example.com' }, from: '2026-10-01', to: '2026-10-02', latest_day: '2026-10-02',
      dates: ['2026-10-01', '2026-10-02'], totals: [1200, 10],
      by_type: [{ key: 'A', counts: [1000, 10] }, { key: 'OTHER', counts: [200, 0] }],
      by_response_code: [{ key: 'NOERROR', counts: [1190, 10] }, { key: 'NXDOMAIN', counts: [10, 0] }],
    };
    expect(statisticsCsv(answer, 'code')).toBe('date,NOERROR,NXDOMAIN,total\r\n2026-10-01,1190,10,1200\r\n2026-10-02,10,0,10\r\n');
    expect(statisticsCsv(answer, 'type').split('\r\n')[0]).toBe('date,A,OTHER,total');
  });
});
