import { describe, expect, it } from 'vitest';
import { validateData } from '~/lib/validation/json-schema/validate-data';
import { toValidationLocale, validationLocales } from '~/lib/validation/json-schema/validation-locales';
import { withoutUiKeys } from '~/lib/validation/json-schema/without-ui-keys';

const contactSchema = {
  type: 'object',
  ui: { order: ['name', 'colour'] },
  properties: {
    name: { type: 'string', minLength: 2, ui: { widget: 'text' } },
    email: { type: 'string', format: 'email' },
    colour: { enum: ['red', 'green', 'blue'] },
    reference: { type: ['string', 'number'] },
    tags: { type: 'array', items: { type: 'string', ui: { chip: true } }, uniqueItems: true },
  },
  required: ['name'],
};

describe('schemas lose every ui key before validation', () => {
  it('removes ui keys at any depth, in objects and arrays, without touching the input', () => {
    const schema = {
      ui: 1,
      allOf: [{ ui: 2, properties: { a: { ui: { ui: 3 }, type: 'string' } } }],
      items: { ui: 4, items: [{ ui: 5, type: 'number' }] },
    };
    const before = structuredClone(schema);

    expect(withoutUiKeys(schema)).toEqual({
      allOf: [{ properties: { a: { type: 'string' } } }],
      items: { items: [{ type: 'number' }] },
    });
    expect(schema).toEqual(before);
  });

  it('validates with a schema full of ui hints and leaves that schema unchanged', () => {
    const before = structuredClone(contactSchema);
    expect(validateData(contactSchema, { name: 'Ann', tags: ['a'] }, 'en')).toEqual({ valid: true, errors: [] });
    expect(contactSchema).toEqual(before);
  });

  it('also drops a declared property that happens to be called ui, so its value is not checked', () => {
    const schema = { type: 'object', properties: { ui: { type: 'number' } }, additionalProperties: true };
    expect(validateData(schema, { ui: 'text' }, 'en').valid).toBe(true);
  });
});

describe('validating data collects every error item, with union types allowed', () => {
  it('reports all failures with path, keyword, params and message', () => {
    const result = validateData(
      contactSchema,
      { name: 'A', email: 'not-an-email', colour: 'purple', reference: true, tags: ['x', 'x'] },
      'en',
    );
    expect(result.valid).toBe(false);
    expect(result.errors.map(({ instancePath, keyword }) => [instancePath, keyword])).toEqual([
      ['/name', 'minLength'],
      ['/email', 'format'],
      ['/colour', 'enum'],
      ['/reference', 'type'],
      ['/tags', 'uniqueItems'],
    ]);
    expect(result.errors[2]).toEqual({
      instancePath: '/colour',
      keyword: 'enum',
      params: { allowedValues: ['red', 'green', 'blue'] },
      message: 'must be equal to one of the allowed values',
    });
    expect(result.errors[0]?.message).toBe('must NOT be shorter than 2 characters');
  });

  it('accepts either member of a union type', () => {
    expect(validateData(contactSchema, { name: 'Ann', reference: 'R-1' }, 'en').valid).toBe(true);
    expect(validateData(contactSchema, { name: 'Ann', reference: 12 }, 'en').valid).toBe(true);
  });

  it('reports a missing required property at the document root', () => {
    expect(validateData(contactSchema, {}, 'en').errors).toEqual([
      { instancePath: '', keyword: 'required', params: { missingProperty: 'name' }, message: 'must have required property name' },
    ]);
  });

  it('compiles schemas that share an $id or refer to themselves, again and again', () => {
    const tree = (maxItems: number) => ({
      $id: 'https://portal.example/schemas/tree',
      type: 'object',
      properties: { children: { type: 'array', maxItems, items: { $ref: '#' } } },
    });
    expect(validateData(tree(1), { children: [{ children: [] }] }, 'en').valid).toBe(true);
    expect(validateData(tree(0), { children: [{}] }, 'en').valid).toBe(false);
    expect(validateData(tree(1), { children: [{ children: [{}, {}] }] }, 'en').errors[0]?.instancePath).toBe(
      '/children/0/children',
    );
  });
});

describe('schema messages exist in all 23 locales', () => {
  const schema = { type: 'object', properties: { count: { type: 'integer' } }, required: ['name'] };
  const document = { count: 'many' };
  const english = validateData(schema, document, 'en').errors.map((error) => error.message);

  it('lists the 23 locales of the spec', () => {
    expect(validationLocales).toHaveLength(23);
  });

  it.each(validationLocales.filter((locale) => locale !== 'en'))('%s translates required and type failures', (locale) => {
    const messages = validateData(schema, document, locale).errors.map((error) => error.message);
    expect(messages).toHaveLength(2);
    messages.forEach((message, index) => {
      expect(message).toBeTruthy();
      expect(message).not.toBe(english[index]);
    });
  });

  it('gives Japanese for ja-JP and English for a language without messages', () => {
    expect(validateData(schema, document, 'ja-JP').errors[1]?.message).toBe('integerでなければいけない');
    expect(validateData(schema, document, 'eo').errors.map((error) => error.message)).toEqual(english);
  });
});

describe('language tags map to ajv-i18n catalogues', () => {
  it.each([
    ['en', 'en'],
    ['EN-gb', 'en'],
    ['ja-JP', 'ja'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh-Hans', 'zh'],
    ['zh-TW', 'zh-TW'],
    ['zh_tw', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['nb-NO', 'nb'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['de-AT', 'de'],
    ['xx', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    [null, 'en'],
  ])('%j → %s', (tag, locale) => {
    expect(toValidationLocale(tag)).toBe(locale);
  });
});
