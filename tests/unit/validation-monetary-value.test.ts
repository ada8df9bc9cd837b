import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateMonetaryValue } from '~/lib/validation/monetary-value';

const invalid = { key: 'invalidMonetaryValue' };

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

describe('a monetary value is a string or number with optional thousands commas and at most two decimals', () => {
  it.each([
    '0', '1', '-1', '1234', '1,234', '1,234,567.89', '-1,234.56', '-0.5', '0.5', '12.3', '12.30', '-0',
    '999,999', '007', 1234.5, -0.5, 0, -0, 100, 1e20, Number.MAX_SAFE_INTEGER,
  ])('accepts %j', (value) => {
    expect(validateMonetaryValue(value)).toBe(true);
  });

  it.each([
    ['three decimals', '12.345'],
    ['a group of two after a comma', '1,23'],
    ['a group of four after a comma', '1,2345'],
    ['grouping inside the decimals', '12,34.5'],
    ['a first group longer than three digits', '1234,567'],
    ['a first group starting with zero', '0,123'],
    ['a leading comma', ',123'],
    ['a trailing comma', '1,'],
    ['no integer part', '.5'],
    ['a trailing point', '1.'],
    ['a plus sign', '+1'],
    ['two minus signs', '--1'],
    ['a lone minus sign', '-'],
    ['the empty string', ''],
    ['a leading space', ' 1'],
    ['a trailing space', '1 '],
    ['a space as separator', '1 234'],
    ['European separators', '1.234,56'],
    ['exponent notation in a string', '1e3'],
    ['a number too large to print without an exponent', 1e21],
    ['a number printed with an exponent', 5e-7],
    ['a number with three decimals', 12.345],
    ['a binary rounding artefact', 0.1 + 0.2],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['full-width digits', '１２３'],
    ['Arabic-Indic digits', '١٢٣'],
    ['a Unicode minus sign', '−1'],
    ['true', true],
    ['false', false],
    ['null', null],
    ['undefined', undefined],
    ['an object', {}],
    ['an array holding a valid amount', ['1']],
    ['a bigint', 10n],
  ])('rejects %s with invalidMonetaryValue', (_, value) => {
    expect(validateMonetaryValue(value)).toEqual(invalid);
  });
});

describe('JPY amounts have no decimals; other currencies keep two', () => {
  it.each([
    ['100', 'JPY', true],
    ['1,000', 'JPY', true],
    ['-5', 'JPY', true],
    [100, 'JPY', true],
    ['100.5', 'JPY', false],
    ['100.00', 'JPY', false],
    [100.5, 'JPY', false],
    ['100.5', 'jpy', false],
    ['100.5', 'EUR', true],
    ['100.55', 'USD', true],
    ['100.5', null, true],
    ['100.5', undefined, true],
    ['100.555', 'EUR', false],
  ] as const)('%j in %s is accepted: %s', (value, currency, accepted) => {
    expect(validateMonetaryValue(value, currency)).toEqual(accepted ? true : invalid);
  });
});

describe('monetary value properties', () => {
  const integers = fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n });
  const currencies = fc.constantFrom(undefined, 'EUR', 'USD', 'GBP', 'AUD');

  function amount(integer: bigint, grouped: boolean, decimals: string): string {
    const digits = (integer < 0n ? -integer : integer).toString();
    const sign = integer < 0n ? '-' : '';
    return `${sign}${grouped ? groupThousands(digits) : digits}${decimals ? `.${decimals}` : ''}`;
  }

  it('accepts any integer, grouped or not, with 0 to 2 decimals', () => {
    fc.assert(
      fc.property(integers, fc.boolean(), fc.stringMatching(/^\d{0,2}$/), currencies, (integer, grouped, decimals, currency) => {
        expect(validateMonetaryValue(amount(integer, grouped, decimals), currency)).toBe(true);
      }),
    );
  });

  it('rejects any amount with 3 or more decimals', () => {
    fc.assert(
      fc.property(integers, fc.boolean(), fc.stringMatching(/^\d{3,8}$/), currencies, (integer, grouped, decimals, currency) => {
        expect(validateMonetaryValue(amount(integer, grouped, decimals), currency)).toEqual(invalid);
      }),
    );
  });

  it('never accepts decimals for JPY, as text or as a number', () => {
    fc.assert(
      fc.property(integers, fc.boolean(), fc.stringMatching(/^\d{1,4}$/), (integer, grouped, decimals) => {
        expect(validateMonetaryValue(amount(integer, grouped, decimals), 'JPY')).toEqual(invalid);
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
        (value) => {
          expect(validateMonetaryValue(value, 'JPY')).toEqual(invalid);
        },
      ),
    );
  });

  it('accepts every safe integer as a number, in any currency', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(undefined, 'JPY', 'EUR'), (value, currency) => {
        expect(validateMonetaryValue(value, currency)).toBe(true);
      }),
    );
  });

  it('accepts a grouped amount exactly when the ungrouped one is accepted', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,15}(\.\d{0,4})?$/), (text) => {
        const [whole = '', fraction] = text.split('.');
        const grouped = `${whole.startsWith('-') ? '-' : ''}${groupThousands(whole.replace('-', ''))}${fraction === undefined ? '' : `.${fraction}`}`;
        const startsWithZeroGroup = /^-?0\d/.test(whole) && whole.replace('-', '').length > 3;
        fc.pre(!startsWithZeroGroup);
        expect(validateMonetaryValue(grouped)).toEqual(validateMonetaryValue(text));
      }),
    );
  });
});
