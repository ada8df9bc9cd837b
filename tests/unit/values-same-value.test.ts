import { describe, expect, it } from 'vitest';
import { differingFields, isNoValue, sameValue } from '~/lib/values/same-value.ts';
import { fieldChanges } from '~/islands/resources/log/entry-changes.ts';

describe('sameValue: an empty value and a missing value count as equal (spec section 3)', () => {
  it.each([undefined, null, '', []])('%j is no value, equal to every other no value', (empty) => {
    expect(isNoValue(empty)).toBe(true);
    for (const other of [undefined, null, '', []]) expect(sameValue(empty, other)).toBe(true);
  });

  it.each([0, false, ' ', {}, [null], 'null'])('%j is a value, not equal to no value', (value) => {
    expect(isNoValue(value)).toBe(false);
    expect(sameValue(value, null)).toBe(false);
    expect(sameValue(undefined, value)).toBe(false);
  });

  it('compares text exactly', () => {
    expect(sameValue('Leeds', 'Leeds')).toBe(true);
    expect(sameValue('Leeds', 'LEEDS')).toBe(false);
    expect(sameValue('Leeds', 'Leeds ')).toBe(false);
  });

  it('keeps types apart: a number and its digits as text differ', () => {
    expect(sameValue(5, 5)).toBe(true);
    expect(sameValue(5, '5')).toBe(false);
    expect(sameValue(3600, 3600.0)).toBe(true);
  });

  it('takes a boolean as the 1 or 0 the API stores it as, and nothing else', () => {
    expect(sameValue(true, 1)).toBe(true);
    expect(sameValue(0, false)).toBe(true);
    expect(sameValue(true, 0)).toBe(false);
    expect(sameValue(true, 'yes')).toBe(false);
    expect(sameValue(false, false)).toBe(true);
  });

  it('compares arrays item by item, in order', () => {
    expect(sameValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameValue(['a'], ['a', 'b'])).toBe(false);
    expect(sameValue(['a'], 'a')).toBe(false);
  });

  it('compares objects key by key, whatever the order, with missing and empty alike', () => {
    expect(sameValue({ city: 'Leeds', country_code: 'gb' }, { country_code: 'gb', city: 'Leeds' })).toBe(true);
    expect(sameValue({ city: 'Leeds', street2: null }, { city: 'Leeds' })).toBe(true);
    expect(sameValue({ contact: { fax: '' } }, { contact: {} })).toBe(true);
    expect(sameValue({ city: 'Leeds' }, { city: 'York' })).toBe(false);
    expect(sameValue({ tags: ['a'] }, ['a'])).toBe(false);
  });
});

describe('differingFields', () => {
  it('names the differing fields in order of first appearance', () => {
    expect(differingFields({ a: 1, b: '', c: 'x' }, { d: 'new', c: 'y', b: null })).toEqual(['a', 'c', 'd']);
  });
});

describe('audit entry changes use the same rule', () => {
  it('leaves out fields whose before and after are both empty, or equal but for key order or 0/1 booleans', () => {
    const changes = fieldChanges({
      before: { name: 'a.com', notes: null, auto_renew: 1, contact: { city: 'Leeds', fax: '' }, version: 1 },
      after: { name: 'b.com', notes: '', auto_renew: true, contact: { city: 'Leeds' }, version: 2 },
    });
    expect(changes).toEqual([{ field: 'name', before: 'a.com', after: 'b.com' }]);
  });
});
