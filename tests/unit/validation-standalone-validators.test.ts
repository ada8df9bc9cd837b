import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileStandaloneValidators } from '~/lib/validation/json-schema/compile-standalone-validators';
import { loadErrorMessages } from '~/lib/validation/json-schema/error-localisers';
import { reportJsonText, type CompiledValidator } from '~/lib/validation/json-schema/json-text-report';
import { localiseErrors } from '~/lib/validation/json-schema/localise-errors';

const schemas = {
  contact: {
    type: 'object',
    ui: { order: ['name'] },
    properties: {
      name: { type: 'string', maxLength: 3, ui: { widget: 'text' } },
      email: { type: 'string', format: 'email' },
      born: { type: 'string', format: 'date' },
      reference: { type: ['string', 'number'] },
    },
    required: ['name'],
  },
  colour: { enum: ['red', 'green'] },
};

// Inside the project, so the generated module's imports of ajv resolve as they will in the build.
const cache = join(process.cwd(), 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const directory = mkdtempSync(join(cache, 'standalone-validators-'));
let validators: Record<string, CompiledValidator>;
let source: string;

beforeAll(async () => {
  source = compileStandaloneValidators(schemas);
  const file = join(directory, 'validators.mjs');
  writeFileSync(file, source);
  validators = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, CompiledValidator>;
});

afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('precompiled validators are an ES module the browser can run under a strict CSP', () => {
  it('is pure ESM: imports, no require, no eval', () => {
    expect(source).not.toMatch(/\brequire\(/);
    expect(source).not.toMatch(/new Function|\beval\(/);
    expect(source).toMatch(/^import \* as \w+ from "ajv\/dist\/runtime\/ucs2length\.js";$/m);
  });

  it('exports one validator per schema, named after its key', () => {
    expect(Object.keys(validators).sort()).toEqual(['colour', 'contact']);
  });

  it('validates like the run-time validator: formats, union types, length in characters', () => {
    const { contact, colour } = validators as { contact: CompiledValidator; colour: CompiledValidator };
    expect(contact({ name: '😀😀😀', email: 'ann@example.com', born: '2001-02-03', reference: 7 })).toBe(true);
    expect(contact({ name: 'Anna', email: 'nope', born: '2001-02-30', reference: false })).toBe(false);
    expect(contact.errors?.map((error) => [error.instancePath, error.keyword])).toEqual([
      ['/name', 'maxLength'],
      ['/email', 'format'],
      ['/born', 'format'],
      ['/reference', 'type'],
    ]);
    expect(colour('green')).toBe(true);
    expect(colour('blue')).toBe(false);
  });

  it('has no ui keys in the embedded schemas', () => {
    expect(source).not.toMatch(/"ui"/);
  });

  it('refuses names that cannot be exports', () => {
    expect(() => compileStandaloneValidators({ 'not-an-identifier': {} })).toThrow(/not a JavaScript identifier/);
  });
});

describe('errors of precompiled validators are localised once the language is loaded', () => {
  it('keeps ajv’s English until the catalogue is loaded, then translates', async () => {
    const colour = validators['colour']!;
    colour('blue');
    const errors = colour.errors;
    expect(localiseErrors(errors, 'fr')[0]?.message).toBe('must be equal to one of the allowed values');

    await loadErrorMessages('fr');
    expect(localiseErrors(errors, 'fr-CA')).toEqual([
      {
        instancePath: '',
        keyword: 'enum',
        params: { allowedValues: ['red', 'green'] },
        message: 'doit être égal à une des valeurs prédéfinies',
      },
    ]);
    expect(errors?.[0]?.message).toBe('must be equal to one of the allowed values');
  });

  it('reports JSON text with a precompiled validator', async () => {
    await loadErrorMessages('ja');
    const contact = validators['contact']!;
    expect(reportJsonText('{"name": "Ann"}', contact, 'ja')).toBe(true);
    expect(reportJsonText('{"name": "Annabel"}', contact, 'ja')).toBe('/name は3文字以上であってはいけない');
    expect(reportJsonText('{"name": ', contact, 'ja')).toBe('JSONが途中で終わっています（1行目、10列目）');
  });
});
