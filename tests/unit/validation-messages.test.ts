import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/validation.json';
import es from '~/content/locales/es/validation.json';
import ja from '~/content/locales/ja/validation.json';
import { validateContextIdentifier } from '~/lib/validation/context-identifier';
import { validationMessage } from '~/lib/validation/validation-messages';

const locales = { en, es, ja } as const;

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('the validation namespace', () => {
  it('has the form toolkit defaults exactly as the spec words them', () => {
    expect(en).toMatchObject({
      required: 'This field is required',
      email: 'Please enter a valid email',
      maxLength: 'You must enter a maximum of {{0}} characters',
      minLength: 'You must enter a minimum of {{0}} characters',
      format: 'Invalid format',
      minItems: 'Please choose at least one value',
    });
    expect(en).toHaveProperty('invalidMonetaryValue');
    expect(en).toHaveProperty('noSpaces');
  });

  it.each(['es', 'ja'] as const)('%s has every English key, translated, with the same placeholders', (locale) => {
    const table: Record<string, string> = locales[locale];
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      expect(table[key], key).toBeTruthy();
      expect(table[key], key).not.toBe(english);
      expect(placeholders(table[key] ?? ''), key).toEqual(placeholders(english));
    }
  });

  it('interpolates {{0}} through i18next with a rule failure as the options', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ja', resources: { en: { validation: en }, ja: { validation: ja } }, interpolation: { escapeValue: false } });
    const failure = validateContextIdentifier('short');
    expect(failure).not.toBe(true);
    if (failure === true) return;
    expect(i18n.t(`validation:${failure.key}`, { ...failure.params })).toBe('ちょうど36文字で入力してください');
    expect(i18n.t('validation:maxLength', { lng: 'en', 0: 5 })).toBe('You must enter a maximum of 5 characters');
  });

  it('translates without i18next for the server, English for other languages', () => {
    expect(validationMessage('minLength', 'es', { 0: 3 })).toBe('Debe introducir un mínimo de 3 caracteres');
    expect(validationMessage('minLength', 'ja-JP', { 0: 3 })).toBe('3文字以上で入力してください');
    expect(validationMessage('noSpaces', 'de')).toBe('Spaces are not allowed');
    expect(validationMessage('maxLength', 'en')).toBe('You must enter a maximum of {{0}} characters');
  });
});
