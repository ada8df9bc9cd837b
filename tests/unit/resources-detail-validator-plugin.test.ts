import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalValidatorsPlugin } from '../../scripts/build/portal-validators-plugin';
import { formFieldsFromSchema } from '~/islands/resources/form/form-fields';
import { checkForm } from '~/islands/resources/form/validate-form';
import { englishT } from '~/lib/i18n/english-resources';
import { addEnglishNamespace } from '~/lib/i18n/english-resources';
import { resourceDeclarations } from '~/lib/resources';
import { contactSchema } from '~/lib/schemas/contact';
import type { CompiledValidator } from '~/lib/validation/json-schema/json-text-report';
import validation from '~/content/locales/en/validation.json';
import records from '~/content/locales/en/records.json';
import resources from '~/content/locales/en/resources.json';

type Hook = (id: string) => string | undefined;
const plugin = portalValidatorsPlugin(resourceDeclarations);
const resolveId = plugin.resolveId as unknown as Hook;
const load = plugin.load as unknown as Hook;

// Inside the project, so the module's imports of ajv's runtime resolve as they do in the build.
const cache = join(process.cwd(), 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const directory = mkdtempSync(join(cache, 'portal-validator-'));
let validate: CompiledValidator;
let source: string;

beforeAll(async () => {
  const id = resolveId('virtual:portal-validator/contacts');
  source = load(id!)!;
  const file = join(directory, 'contacts.mjs');
  writeFileSync(file, source);
  validate = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { validate: CompiledValidator }).validate;
  addEnglishNamespace('validation', validation);
  addEnglishNamespace('records', records);
  addEnglishNamespace('resources', resources);
});

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('the validator plugin serves each resource its own precompiled validator', () => {
  it('resolves only its virtual modules and indexes every declared resource', () => {
    expect(resolveId('react')).toBeUndefined();
    const index = load(resolveId('virtual:portal-validators')!)!;
    for (const declaration of resourceDeclarations) expect(index).toContain(`"virtual:portal-validator/${declaration.name}"`);
  });

  it('is standalone code with no run-time compilation', () => {
    expect(source).not.toMatch(/new Function|\beval\(|\brequire\(/);
    expect(source).toMatch(/export const validate\b/);
  });

  it('validates a real schema: the contact', () => {
    const valid = { label: 'HQ', name: 'Ada', email: 'ada@example.com', street1: '1 Main St', city: 'Paris', country_code: 'fr' };
    expect(validate(valid)).toBe(true);
    expect(validate({ ...valid, email: 'nope', country_code: 'FRA' })).toBe(false);
    expect(validate.errors?.map((error) => error.instancePath).sort()).toEqual(['/country_code', '/email']);
  });

  it('gives the toolkit default messages per field, naming it', () => {
    const fields = formFieldsFromSchema(contactSchema);
    const draft = { label: '', name: 'Ada', email: 'not-mail', street1: 'x', city: 'y', country_code: 'fr', phone: 'abc' };
    const { errors } = checkForm(fields, draft, {}, validate, 'en', englishT);
    expect(errors.label).toBe('Label: This field is required');
    expect(errors.email).toBe('E-mail: Please enter a valid email');
    expect(errors.phone).toBe('Phone: not a phone number (digits, spaces and + ( ) . -)');
    expect(errors.name).toBeUndefined();
  });
});
