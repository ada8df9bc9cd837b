/**
 * How a report's keys and figures read (DESIGN.md section 11, "Values read as what they are"):
 * statuses and enum values by the shared words, booleans as Yes/No, months and days the
 * reader's way, years and codes as written, count and TTL buckets, money from minor units —
 * in English and in Japanese.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '~/lib/i18n/english-text';
import { activityAreas, reportDeclarations } from '~/lib/reports/report-declarations';
import { decimalAmount, figureValueText, keyText, majorUnits, monthText, moneyText, percentText } from '~/lib/reports/report-values';
import { translatorFor } from './support/translators';

let en: Translate;
let ja: Translate;
beforeAll(async () => {
  [en, ja] = await Promise.all([translatorFor('en'), translatorFor('ja')]);
});

describe('how a key reads', () => {
  it('reads statuses and enum values by the shared words, and none for an empty key', () => {
    expect(keyText('status', 'pending_delete', en, 'en')).toBe('Pending deletion');
    expect(keyText('status', 'active', ja, 'ja')).toBe('有効');
    expect(keyText('value', 'EV', en, 'en')).toBe('EV');
    expect(keyText('value', 'not_a_known_value', en, 'en')).toBe('not_a_known_value');
    expect(keyText('value', '', en, 'en')).toBe('None');
    expect(keyText('text', '', ja, 'ja')).toBe('なし');
  });

  it('reads booleans as Yes and No, however the API writes them', () => {
    expect(['true', 'false', '1', '0'].map((key) => keyText('boolean', key, en, 'en'))).toEqual(['Yes', 'No', 'Yes', 'No']);
    expect(keyText('boolean', 'true', ja, 'ja')).toBe('はい');
  });

  it('reads years, TLDs, record types and currencies as written (never digit-grouped)', () => {
    expect(keyText('year', '2027', en, 'en')).toBe('2027');
    expect(keyText('text', 'co.uk', en, 'en')).toBe('co.uk');
    expect(keyText('text', 'AAAA', ja, 'ja')).toBe('AAAA');
  });

  it('reads months and days the reader’s way, and the expired bucket in words', () => {
    expect(keyText('month', '2027-03', en, 'en')).toBe('Mar 2027');
    expect(keyText('month', '2027-03', ja, 'ja')).toBe('2027年3月');
    expect(keyText('month', 'expired', en, 'en')).toBe('Already expired');
    expect(keyText('day', '2026-11-02', en, 'en')).toBe('Nov 2, 2026');
    expect(monthText('2027', 'en')).toBe('2027');
  });

  it('reads buckets of counts as numbers and buckets of TTLs as durations', () => {
    expect(['0', '1-9', '10-49', '50-199', '200+', '1000-4999'].map((key) => keyText('count-range', key, en, 'en')))
      .toEqual(['0', '1–9', '10–49', '50–199', '200 or more', '1,000–4,999']);
    expect(['0-300', '301-3600', '3601-86400', '86401+'].map((key) => keyText('ttl-range', key, en, 'en')))
      .toEqual(['up to 5 min', '5 min–1 h', '1 h–1 d', 'over 1 d']);
    expect(['≤300', '>86400'].map((key) => keyText('ttl-range', key, en, 'en'))).toEqual(['up to 5 min', 'over 1 d']);
    expect(keyText('ttl-range', '0-300', ja, 'ja')).toBe('5分 以下');
    expect(keyText('count-range', '200+', ja, 'ja')).toBe('200 以上');
  });

  it('reads the report words, the audit areas and the system user', () => {
    expect(['ours', 'other', 'none', 'auto', 'manual'].map((key) => keyText('word', key, en, 'en')))
      .toEqual(['Our name servers', 'Other name servers', 'None', 'Automatic', 'Manual']);
    expect(keyText('area', 'ssls', en, 'en')).toBe('SSL certificates');
    expect(keyText('area', 'invoicing', ja, 'ja')).toBe('請求');
    expect(keyText('area', 'elsewhere', en, 'en')).toBe('elsewhere');
    expect(keyText('user', '', en, 'en')).toBe('System');
    expect(keyText('user', 'olivia', en, 'en')).toBe('olivia');
  });

  it('has words for every area the audit log groups by', () => {
    for (const area of activityAreas) expect(keyText('area', area, ja, 'ja'), area).not.toBe(area);
  });

  it('has a declaration for every report, each section reading its keys some way', () => {
    for (const report of Object.values(reportDeclarations)) {
      expect(report.route).toBe(`/reports/${report.name}`);
      expect(new Set(report.sections.map((section) => section.id)).size).toBe(report.sections.length);
    }
  });
});

describe('how figures and money read', () => {
  it('writes money from its minor units in its currency', () => {
    expect(moneyText(1110, 'GBP', 'en')).toBe('£11.10');
    expect(moneyText(1500, 'JPY', 'en')).toBe('¥1,500');
    expect(majorUnits(1110, 'GBP')).toBe(11.1);
    expect(decimalAmount(1110, 'GBP')).toBe('11.10');
    expect(decimalAmount(1500, 'JPY')).toBe('1500');
  });

  it('writes counts grouped, percentages from 0–100, and money per currency', () => {
    expect(figureValueText({ value: 12345, unit: 'count' }, 'en')).toBe('12,345');
    expect(figureValueText({ value: 42.54, unit: 'percent' }, 'en')).toBe('42.5%');
    expect(percentText(100, 'ja')).toBe('100%');
    expect(figureValueText({ value: 250000, unit: 'money', currency: 'EUR' }, 'en')).toBe('€2,500.00');
  });
});
