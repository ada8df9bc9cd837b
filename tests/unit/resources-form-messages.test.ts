/**
 * A record form's messages name the field (and the item of a list) and say what is expected,
 * in the reader's language (DESIGN.md section 11), keeping the toolkit's defaults where they fit.
 */
import { describe, expect, it } from 'vitest';
import { formFieldsFromSchema } from '~/islands/resources/form/form-fields';
import { serverFieldErrors } from '~/islands/resources/form/server-field-errors';
import { checkForm } from '~/islands/resources/form/validate-form';
import { HttpError } from '~/lib/http/http-error';
import { resourceByName } from '~/lib/resources/index';
import { compileSchema } from '~/lib/validation/json-schema/ajv-runtime';
import { translatorFor } from './support/translators';

function check(resource: string, draft: Record<string, string | boolean>, language: 'en' | 'es' | 'ja', t: (key: string, variables?: Record<string, unknown>) => string) {
  const declaration = resourceByName(resource)!;
  const fields = formFieldsFromSchema(declaration.schema);
  return checkForm(fields, draft, {}, compileSchema(declaration.schema), language, t).errors;
}

describe('record form messages', () => {
  it('name the field, the item of a list, and what is expected', async () => {
    const t = await translatorFor('en');
    const errors = check('domains', { nameservers: 'ns1.example.net, not a host!', renewal_period_years: '11' }, 'en', t);
    expect(errors.nameservers).toBe('Name servers #2: not a host name such as ns1.example.net');
    expect(errors.renewal_period_years).toBe('Renewal period (years): at most 10');
  });

  it('read the allowed values of a choice by their labels, and keep the toolkit defaults', async () => {
    const t = await translatorFor('en');
    const errors = check('contacts', { label: '', email: 'nope', phone: 'call me', kind: 'alien' }, 'en', t);
    expect(errors.label).toBe('Label: This field is required');
    expect(errors.email).toBe('E-mail: Please enter a valid email');
    expect(errors.phone).toBe('Phone: not a phone number (digits, spaces and + ( ) . -)');
    expect(errors.kind).toMatch(/^Kind: one of [A-Z][a-z]+(, [A-Z][a-z]+)* or [A-Z][a-z]+$/);
  });

  it('speak Japanese and Spanish, with no English and no raw keys', async () => {
    const ja = check('domains', { nameservers: 'ns1.example.net, bad!', renewal_period_years: '0' }, 'ja', await translatorFor('ja'));
    expect(ja.nameservers).toBe('ネームサーバー (2 番目): ns1.example.net のようなホスト名ではありません');
    expect(ja.renewal_period_years).toMatch(/^更新期間.*: 1 以上にしてください$/);
    const es = check('glue-records', { hostname: 'ns1.example.net', ipv4_addresses: '192.0.2.1, 300.1.1.1' }, 'es', await translatorFor('es'));
    expect(es.ipv4_addresses).toBe('Direcciones IPv4 n.º 2: no es una dirección IPv4');
    for (const message of [...Object.values(ja), ...Object.values(es)]) expect(message).not.toMatch(/must|should|Invalid|[a-z]+:[a-zA-Z.]+\b/);
  });

  it('read the API’s refusals the same way', async () => {
    const fields = formFieldsFromSchema(resourceByName('domains')!.schema);
    const refusal = new HttpError(400, 'The record is not valid (1 problem).', {
      code: 'validation_failed',
      errors: [{ instancePath: '/renewal_period_years', keyword: 'maximum', params: { comparison: '<=', limit: 10 }, message: 'must be <= 10', schemaPath: '#/x' }],
    });
    expect(serverFieldErrors(refusal, fields, 'es', await translatorFor('es'))).toEqual({ renewal_period_years: 'Periodo de renovación (años): como máximo 10' });
  });
});
