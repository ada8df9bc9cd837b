/**
 * The `validation` namespace's texts, for code that has no i18next instance (the server,
 * JSON-text reports). Islands translate the same keys with `t('validation:<key>', params)`.
 */
import en from '../../content/locales/en/validation.json' with { type: 'json' };
import es from '../../content/locales/es/validation.json' with { type: 'json' };
import ja from '../../content/locales/ja/validation.json' with { type: 'json' };

export const validationNamespace = 'validation';

export type ValidationMessageKey = keyof typeof en;
export type MessageParams = Readonly<Record<string, string | number>>;

const messages: Readonly<Record<string, Readonly<Record<ValidationMessageKey, string>>>> = { en, es, ja };

/** Text for a key in `locale` (its first two letters), English for any other language. */
export function validationMessage(key: ValidationMessageKey, locale: string, params: MessageParams = {}): string {
  const table = messages[locale.slice(0, 2).toLowerCase()] ?? en;
  return table[key].replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
