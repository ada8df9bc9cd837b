import { describe, expect, it } from 'vitest';
import { currencyDigits, formatFieldValue, valueAt } from '~/lib/resources/field-value';
import { staticT } from '~/lib/i18n/static-text';
import type { ColumnDeclaration } from '~/lib/resources/resource-declaration';

const column = (field: string, type: ColumnDeclaration['type'], extra: Partial<ColumnDeclaration> = {}): ColumnDeclaration => ({ field, type, label: field, ...extra });

describe('field values as the reader sees them', () => {
  it('reaches nested values', () => {
    expect(valueAt({ registrant: { name: 'Ada' } }, 'registrant.name')).toBe('Ada');
    expect(valueAt({ registrant: null }, 'registrant.name')).toBeUndefined();
  });

  it('writes each column type', () => {
    const record = { n: 1234.5, d: '2026-03-05', b: true, f: 0, s: 'active', amount: 123456, currency: 'EUR', yen: 5000, yc: 'JPY', tags: ['a', 'b'] };
    expect(formatFieldValue(column('n', 'number'), record, 'en', staticT)).toBe('1,234.5');
    expect(formatFieldValue(column('d', 'date'), record, 'en', staticT)).toBe('Mar 5, 2026');
    expect(formatFieldValue(column('b', 'boolean'), record, 'en', staticT)).toBe('Yes');
    expect(formatFieldValue(column('f', 'boolean'), record, 'en', staticT)).toBe('No');
    expect(formatFieldValue(column('amount', 'money'), record, 'en', staticT)).toBe('€1,234.56');
    expect(formatFieldValue(column('yen', 'money', { currencyField: 'yc' }), record, 'ja', staticT)).toBe('￥5,000');
    expect(formatFieldValue(column('tags', 'json'), record, 'en', staticT)).toBe('a, b');
    expect(formatFieldValue(column('missing', 'text'), record, 'en', staticT)).toBe('—');
    expect(formatFieldValue(column('s', 'enum'), record, 'en', staticT)).not.toBe('resources:values.active');
  });

  it('knows the minor units of currencies', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
  });
});
