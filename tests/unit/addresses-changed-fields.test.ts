import { describe, expect, it } from 'vitest';
import type { Address, ContactDetails } from '~/lib/addresses/address';
import { changedFields } from '~/lib/addresses/changed-fields';

const address: Address = {
  street1: '1 High Street',
  street2: '',
  street3: null,
  city: 'Leeds',
  state: undefined,
  postcode: 'LS1 1AA',
  country_code: 'gb',
};

describe('changed fields: an empty value and a missing value count as equal', () => {
  it.each<[string, Partial<Address>, string[]]>([
    ['nothing changed', {}, []],
    ['empty string becomes null', { street2: null }, []],
    ['null becomes empty string', { street3: '' }, []],
    ['undefined becomes empty string', { state: '' }, []],
    ['empty becomes a value', { street2: 'Flat 2' }, ['street2']],
    ['a value becomes empty', { postcode: '' }, ['postcode']],
    ['a value becomes null', { city: null as unknown as string }, ['city']],
    ['a value changes', { city: 'York', country_code: 'ie' }, ['city', 'country_code']],
    ['only the case changes', { city: 'LEEDS' }, ['city']],
  ])('%s', (_, change, expected) => {
    expect(changedFields({ ...address, ...change }, address)).toEqual(expected);
  });

  it('treats a field missing on one side and empty on the other as unchanged', () => {
    const { street2: _street2, street3: _street3, ...withoutOptional } = address;
    expect(changedFields(withoutOptional as Address, address)).toEqual([]);
    expect(changedFields(address, withoutOptional as Address)).toEqual([]);
  });

  it('flags a field that is missing now but had a value before, and one that is new', () => {
    const previous: ContactDetails = { name: 'Ann', email: 'ann@example.com', fax: '+44 1' };
    const current: ContactDetails = { name: 'Ann', email: 'ann@example.com', mobile: '+44 7' };
    expect(changedFields(current, previous)).toEqual(['mobile', 'fax']);
  });

  it('flags nothing without a previous version', () => {
    expect(changedFields(address, null)).toEqual([]);
    expect(changedFields(address, undefined)).toEqual([]);
  });
});
