/** The invoicing overview's spend: money in minor units read as money, a currency's months for the chart, months as words. */
import { describe, expect, it } from 'vitest';
import { minorMoneyText } from '~/lib/dashboard/money-text';
import type { SpendData } from '~/lib/dashboard/dashboard-types';
import { firstCurrency, monthText, spendValues } from '~/lib/dashboard/spend-chart';

describe('the spend chart', () => {
  const spend: Pick<SpendData, 'months' | 'currencies'> = {
    months: [
      { month: '2026-09', amounts: { GBP: 1110, JPY: 2000 } },
      { month: '2026-10', amounts: { GBP: -250 } },
      { month: '2026-11', amounts: {} },
    ],
    currencies: ['GBP', 'JPY'],
  };

  it('reads minor units as money in the currency\'s own digits', () => {
    expect(minorMoneyText(1110, 'GBP', 'en')).toBe('£11.10');
    expect(minorMoneyText(2000, 'JPY', 'en')).toBe('¥2,000');
    expect(minorMoneyText(-250, 'EUR', 'en')).toBe('-€2.50');
  });

  it('charts one currency\'s months in whole units, 0 for a month without spend', () => {
    expect(spendValues(spend, 'GBP')).toEqual([11.1, -2.5, 0]);
    expect(spendValues(spend, 'JPY')).toEqual([2000, 0, 0]);
    expect(firstCurrency(spend)).toBe('GBP');
    expect(firstCurrency({ months: [], currencies: [] })).toBeUndefined();
  });

  it('writes a month the reader\'s way', () => {
    expect(monthText('2026-11', 'en')).toBe('Nov 2026');
    expect(monthText('2026-11', 'ja')).toBe('2026年11月');
    expect(monthText('nonsense', 'en')).toBe('nonsense');
  });
});
