import { describe, expect, it } from 'vitest';
import { formFieldsFromSchema, groupFields } from '~/islands/resources/form/form-fields';
import { contactSchema } from '~/lib/schemas/contact';
import { domainSchema } from '~/lib/schemas/domain';
import { money } from '~/lib/schemas/schema-parts';

const byName = (schema: Record<string, unknown>) => new Map(formFieldsFromSchema(schema).map((field) => [field.name, field]));

describe('a resource schema becomes form fields by its ui hints', () => {
  it('maps widgets, constraints and required fields of the contact schema', () => {
    const fields = byName(contactSchema);
    expect(fields.get('label')).toMatchObject({ widget: 'text', required: true, nullable: false, minLength: 1, maxLength: 100, group: 'general' });
    expect(fields.get('kind')).toMatchObject({ widget: 'select', options: ['person', 'organisation'] });
    expect(fields.get('email')).toMatchObject({ widget: 'email', format: 'email', required: true, group: 'contact' });
    expect(fields.get('phone')).toMatchObject({ widget: 'text', nullable: true, pattern: expect.any(String) });
    expect(fields.get('country_code')).toMatchObject({ widget: 'country', required: true, group: 'address' });
    expect(fields.get('disclose')).toMatchObject({ widget: 'checkbox', valueType: 'boolean' });
    expect(fields.get('notes')).toMatchObject({ widget: 'textarea', nullable: true, maxLength: 4000 });
  });

  it('maps numbers with their range, lists and references of the domain schema', () => {
    const fields = byName(domainSchema);
    expect(fields.get('renewal_period_years')).toMatchObject({ widget: 'number', valueType: 'integer', minimum: 1, maximum: 10, group: 'registration' });
    expect(fields.get('nameservers')).toMatchObject({ widget: 'tags', valueType: 'array', group: 'dns' });
    expect(fields.get('registrant_contact_id')).toMatchObject({ widget: 'number', nullable: true });
  });

  it('maps money, dates and an enum without a hint', () => {
    const fields = byName({
      type: 'object',
      properties: {
        amount: money('currency'),
        due: { type: 'string', format: 'date' },
        at: { type: 'string', format: 'date-time' },
        colour: { enum: ['red', 'green'] },
      },
      required: ['amount'],
    });
    expect(fields.get('amount')).toMatchObject({ widget: 'money', currencyField: 'currency', required: true });
    expect(fields.get('due')).toMatchObject({ widget: 'date' });
    expect(fields.get('at')).toMatchObject({ widget: 'datetime' });
    expect(fields.get('colour')).toMatchObject({ widget: 'select', options: ['red', 'green'] });
  });

  it('keeps the schema order and groups fields by section', () => {
    const groups = groupFields(formFieldsFromSchema(contactSchema)).map((group) => group.group);
    expect(groups).toEqual(['general', 'contact', 'address', 'registry', 'notes']);
  });
});
