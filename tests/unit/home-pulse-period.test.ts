/** The pulse's period in the address: presets ending today (UTC days), custom days checked, other parameters kept. */
import { describe, expect, it } from 'vitest';
import { customPeriodProblem, presetPeriod, readPulsePeriod, writePulsePeriod } from '~/lib/dashboard/pulse-period';

// A Thursday.
const now = Date.parse('2026-11-26T15:00:00.000Z');

describe('the pulse period', () => {
  it('reads the presets as days ending today', () => {
    expect(presetPeriod('7', now)).toEqual({ choice: '7', from: '2026-11-20', to: '2026-11-26' });
    expect(presetPeriod('30', now)).toEqual({ choice: '30', from: '2026-10-28', to: '2026-11-26' });
    expect(presetPeriod('week', now)).toEqual({ choice: 'week', from: '2026-11-23', to: '2026-11-26' });
    expect(presetPeriod('week', Date.parse('2026-11-23T01:00:00Z'))).toEqual({ choice: 'week', from: '2026-11-23', to: '2026-11-23' });
    expect(presetPeriod('week', Date.parse('2026-11-29T23:00:00Z'))).toEqual({ choice: 'week', from: '2026-11-23', to: '2026-11-29' });
  });

  it('reads the address, falling back to the last 7 days', () => {
    expect(readPulsePeriod(new URLSearchParams(''), now)).toEqual({ choice: '7', from: '2026-11-20', to: '2026-11-26' });
    expect(readPulsePeriod(new URLSearchParams('period=30'), now).from).toBe('2026-10-28');
    expect(readPulsePeriod(new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31'), now)).toEqual({ choice: 'custom', from: '2026-01-01', to: '2026-01-31' });
    for (const bad of ['period=custom&from=2026-02-30&to=2026-03-01', 'period=custom&from=2026-03-02&to=2026-03-01', 'period=custom&from=2024-01-01&to=2026-01-01', 'period=nonsense']) {
      expect(readPulsePeriod(new URLSearchParams(bad), now).choice, bad).toBe('7');
    }
  });

  it('says what is wrong with two custom days', () => {
    expect(customPeriodProblem('2026-01-01', '2026-12-31')).toBeUndefined();
    expect(customPeriodProblem('2026-13-01', '2026-12-31')).toBe('invalidFrom');
    expect(customPeriodProblem('2026-01-01', '')).toBe('invalidTo');
    expect(customPeriodProblem('2026-02-01', '2026-01-31')).toBe('fromAfterTo');
    expect(customPeriodProblem('2025-01-01', '2026-01-02')).toBe('tooLong');
    expect(customPeriodProblem('2024-01-01', '2024-12-31')).toBeUndefined();
  });

  it('writes only what differs from the default, keeping the context', () => {
    const current = new URLSearchParams('context=abc&period=30');
    expect(writePulsePeriod(presetPeriod('7', now), current).toString()).toBe('context=abc');
    expect(writePulsePeriod(presetPeriod('week', now), current).toString()).toBe('context=abc&period=week');
    expect(writePulsePeriod({ choice: 'custom', from: '2026-01-01', to: '2026-01-31' }, current).toString()).toBe('context=abc&period=custom&from=2026-01-01&to=2026-01-31');
  });
});
