import { describe, expect, it } from 'vitest';
import { changedValues, updatePayload } from '~/islands/resources/form/changed-values';
import { formFieldsFromSchema } from '~/islands/resources/form/form-fields';
import { draftFromRecord, readInput } from '~/islands/resources/form/form-values';
import { money } from '~/lib/schemas/schema-parts';

describe('a save sends only the changed fields and the version it edits', () => {
  const original = { id: 7, version: 3, name: 'Ada', notes: null, tags: ['a', 'b'], auto_renew: 1, city: 'Paris' };

  it('leaves out unchanged values, counting empty, null and missing as the same', () => {
    expect(changedValues(original, { name: 'Ada', notes: '', tags: ['a', 'b'], auto_renew: true, city: 'Lyon' })).toEqual({ city: 'Lyon' });
  });

  it('builds the PATCH body with the version', () => {
    expect(updatePayload(original, { name: 'Grace', tags: ['a'] })).toEqual({ values: { name: 'Grace', tags: ['a'] }, version: 3 });
  });

  it('has nothing to send when nothing changed', () => {
    expect(updatePayload(original, { name: 'Ada', city: 'Paris' })).toBeUndefined();
  });
});

describe('inputs read back into the values the API stores', () => {
  const fields = formFieldsFromSchema({
    type: 'object',
    properties: { price: money('currency'), currency: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, note: { type: ['string', 'null'] } },
  });
  const [price, , tags, note] = fields;

  it('shows money in major units and reads it back in minor units, JPY without decimals', () => {
    expect(draftFromRecord(fields, { price: 1250, currency: 'EUR' }).price).toBe('12.50');
    expect(readInput(price!, '1,234.5', { currency: 'EUR' }, 0)).toEqual({ ok: true, value: 123450 });
    expect(readInput(price!, '12.5', { currency: 'JPY' }, 0)).toMatchObject({ ok: false, messageKey: 'validation:invalidMonetaryValue' });
  });

  it('reads a comma-separated list and an emptied nullable field', () => {
    expect(readInput(tags!, 'a, b,,c', {}, undefined)).toEqual({ ok: true, value: ['a', 'b', 'c'] });
    expect(readInput(note!, '  ', {}, 'x')).toEqual({ ok: true, value: null });
  });
});

describe('an empty optional input and a choice among numbers', () => {
  const [plain, code, opened, digestType] = formFieldsFromSchema({
    type: 'object',
    properties: {
      plain: { type: 'string' },
      code: { type: 'string', pattern: '^CASE-[0-9]{4}-[0-9]{3}$' },
      opened: { type: 'string', format: 'date-time' },
      digest_type: { type: 'integer', enum: [1, 2, 4], ui: { widget: 'select' } },
    },
  });

  it('clears plain text to empty, but leaves a code or a date that is not filled in out (a new case gets its reference from the server)', () => {
    expect(readInput(plain!, '', {}, 'x')).toEqual({ ok: true, value: '' });
    expect(readInput(code!, '', {}, undefined)).toEqual({ ok: true, value: undefined });
    expect(readInput(opened!, '', {}, undefined)).toEqual({ ok: true, value: undefined });
  });

  it('sends the number a choice names (DS digest type 2), not its text', () => {
    expect(readInput(digestType!, '2', {}, undefined)).toEqual({ ok: true, value: 2 });
  });
});
