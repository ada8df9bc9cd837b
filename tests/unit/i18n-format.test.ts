import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatShortDay } from '~/lib/formatting/format';

describe('formatting for the reader\'s language', () => {
  it('writes a calendar day short, without the year, as the UTC day it names', () => {
    expect(formatShortDay('2026-09-07', 'en')).toBe('Sep 7');
    expect(formatShortDay('2026-09-07', 'es')).toBe('7 sept');
    expect(formatShortDay('2026-09-07', 'ja')).toBe('9月7日');
    expect(formatShortDay('not a day', 'en')).toBe('not a day');
  });

  it('writes dates per language, in UTC by default', () => {
    expect(formatDate('2026-03-05T23:30:00Z', 'en')).toBe('Mar 5, 2026');
    expect(formatDate('2026-03-05T23:30:00Z', 'es')).toBe('5 mar 2026');
    expect(formatDate('2026-03-05T23:30:00Z', 'ja')).toBe('2026/03/05');
    expect(formatDate('2026-03-05 23:30:00', 'en')).toBe('Mar 5, 2026');
  });

  it('writes date-times with the time', () => {
    expect(formatDateTime('2026-03-05T23:30:00Z', 'en', 'UTC')).toBe('Mar 5, 2026, 11:30 PM');
    expect(formatDateTime('2026-03-05T23:30:00Z', 'ja', 'UTC')).toBe('2026/03/05 23:30');
  });

  it('leaves empty and unreadable values empty', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatNumber(undefined, 'en')).toBe('');
    expect(formatMoney('abc', 'EUR', 'en')).toBe('');
  });

  it('groups numbers per language', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'es')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'ja')).toBe('1,234,567.5');
  });

  it('writes money in the currency\'s own decimals', () => {
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney('1,234.5', 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234, 'JPY', 'ja')).toBe('￥1,234');
    expect(formatMoney(1234, 'JPY', 'en')).toBe('¥1,234');
    expect(formatMoney(-12.3, 'EUR', 'es')).toBe('-12,30\u00a0€');
  });
});
