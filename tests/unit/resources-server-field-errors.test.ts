import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/http/http-error';
import { resourceByName, resourceDeclarations } from '~/lib/resources/index';
import { referenceTargetsOf } from '~/lib/resources/reference-targets';
import { formFieldsFromSchema } from '~/islands/resources/form/form-fields';
import { serverFieldErrors } from '~/islands/resources/form/server-field-errors';

const t = (key: string, variables?: Record<string, unknown>) => (variables ? `${key} ${JSON.stringify(variables)}` : key);
const domains = resourceByName('domains')!;
const fields = formFieldsFromSchema(domains.schema, referenceTargetsOf(domains, resourceDeclarations));

describe('what the API refused, on the form’s fields', () => {
  it('puts schema failures on their fields in the form’s own words', () => {
    const error = new HttpError(400, 'The record is not valid (1 problem).', {
      code: 'validation_failed',
      errors: [{ instancePath: '/renewal_period_years', keyword: 'maximum', params: { comparison: '<=', limit: 10 }, message: 'must be <= 10', schemaPath: '#/x' }],
    });
    expect(Object.keys(serverFieldErrors(error, fields, 'en', t))).toEqual(['renewal_period_years']);
  });

  it('names a reference to no record of the account, and a duplicate value', () => {
    expect(serverFieldErrors(new HttpError(400, 'x', { code: 'invalid_reference', field: 'admin_contact_id' }), fields, 'en', t))
      .toEqual({ admin_contact_id: 'records:fieldProblem {"field":"resources:fields.admin_contact_id","problem":"records:invalidReference"}' });
    const shown = fields.find((field) => !field.reference)!.name;
    expect(serverFieldErrors(new HttpError(409, 'x', { code: 'duplicate', fields: [shown] }), fields, 'en', t))
      .toEqual({ [shown]: `records:fieldProblem {"field":"resources:fields.${shown}","problem":"records:duplicate"}` });
  });

  it('leaves other failures, and fields the form does not show, to the general message', () => {
    expect(serverFieldErrors(new HttpError(409, 'x', { code: 'duplicate', fields: ['not_a_field'] }), fields, 'en', t)).toEqual({});
    expect(serverFieldErrors(new HttpError(500, 'x', { code: 'internal_error' }), fields, 'en', t)).toEqual({});
    expect(serverFieldErrors(new Error('offline'), fields, 'en', t)).toEqual({});
  });
});

describe('reference fields', () => {
  it('pick from top-level resources by their display field, and stay id inputs for nested ones', () => {
    expect(fields.find((field) => field.name === 'registrant_contact_id')?.reference).toEqual({ apiPath: 'contacts', displayField: 'name', viewPermission: 'view-contacts', recordRoute: '/contacts/{id}' });
    const dsRecords = resourceByName('ds-records')!;
    const dsFields = formFieldsFromSchema(dsRecords.schema, referenceTargetsOf(dsRecords, resourceDeclarations));
    expect(dsFields.filter((field) => field.reference)).toEqual([]);
  });
});
