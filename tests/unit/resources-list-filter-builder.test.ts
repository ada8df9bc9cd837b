import { describe, expect, it } from 'vitest';
import { parsePql } from '~/lib/pql';
import { resourceByName } from '~/lib/resources/index';
import { withBuilderFilter, withoutTerm } from '~/islands/resources/list/filter-pql';
import { checkPql } from '~/islands/resources/list/pql-check';

describe('the filter builder writes PQL', () => {
  it('sends the word operators as equals with wildcards, escaping the user’s stars', () => {
    expect(withBuilderFilter(undefined, { field: 'name', operator: 'contains', value: 'shop' })).toBe('name equals *shop*');
    expect(withBuilderFilter(undefined, { field: 'name', operator: 'starts_with', value: 'a*b' })).toBe('name equals a\\*b*');
    expect(withBuilderFilter(undefined, { field: 'name', operator: 'ends_with', value: '.com' })).toBe('name equals *.com');
  });

  it('turns a comma-separated value into a list, and between into from and to', () => {
    expect(withBuilderFilter(undefined, { field: 'tld', operator: 'equals', value: 'com, net ,org' })).toBe('tld equals com,net,org');
    expect(withBuilderFilter(undefined, { field: 'expires_at', operator: 'between', value: '2026-01-01', valueTo: '2026-12-31' })).toBe(
      'expires_at between 2026-01-01,2026-12-31',
    );
  });

  it('joins a new condition to the ones already there, and removes one by position', () => {
    const both = withBuilderFilter('status equals active', { field: 'auto_renew', operator: 'equals', value: 'true' });
    expect(both).toBe('status equals active and auto_renew equals true');
    expect(withoutTerm(both as string, 0)).toBe('auto_renew equals true');
  });

  it('quotes values with spaces so the result parses back', () => {
    const pql = withBuilderFilter(undefined, { field: 'registrant.name', operator: 'contains', value: 'Acme Ltd' }) as string;
    expect(parsePql(pql)).toMatchObject({ ok: true, query: [{ field: 'registrant.name', values: ['*Acme Ltd*'] }] });
  });

  it('says what is missing instead of writing a condition', () => {
    expect(withBuilderFilter(undefined, { field: 'name', operator: 'equals', value: ' , ' })).toBe('needValue');
    expect(withBuilderFilter(undefined, { field: 'renewal_period_years', operator: 'between', value: '1' })).toBe('needTwo');
  });
});

describe('the PQL box checks what is typed', () => {
  const { columns } = resourceByName('domains')!;
  it('reports a syntax error at its position', () => {
    expect(checkPql('name equal x', columns)).toMatchObject({ position: 5, fromServer: false });
  });
  it('reports a field the list does not have at the field', () => {
    expect(checkPql('status equals active and colour equals red', columns)).toMatchObject({ position: 25, reason: 'unknown field "colour"' });
  });
  it('accepts a valid query and the empty one', () => {
    expect(checkPql('tld equals com,net and expires_at less_than 2027-01-01', columns)).toBeUndefined();
    expect(checkPql('', columns)).toBeUndefined();
  });
  it('reads relative dates of date fields as the server does, and leaves text fields alone', () => {
    expect(checkPql('expires_at between today and today+60d and created_at greater_than now-24h', columns)).toBeUndefined();
    expect(checkPql('name contains now-playing and expires_at less_than today+5x', columns)).toMatchObject({
      position: 51,
      key: 'relativeDateUnitUnknown',
      values: { item: 'today+5x', unit: 'x', field: 'expires_at' },
      fromServer: false,
    });
  });
});
