/**
 * The `profile` namespace (/my-profile): the same keys and placeholders in English, Spanish and
 * Japanese (Japanese has only `_other` plurals), nothing left in English, and a text for every
 * key the profile screen asks for, the ones built from a value too (languages, themes, sign-in
 * methods, the API's error codes, the password form's problems).
 */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/profile.json';
import es from '~/content/locales/es/profile.json';
import ja from '~/content/locales/ja/profile.json';
import { supportedLocales } from '~/lib/i18n/locales';
import { profileErrorCodes } from '~/lib/profile/profile-failure';
import type { SessionMethod } from '~/lib/profile/profile-api';
import type { PasswordProblem } from '~/lib/profile/password-rules';
import { describeTranslations, englishKeys, keysAskedFor } from './support/namespace-locales';

// Each language's own name reads the same everywhere.
describeTranslations('profile', { en, es, ja }, { sameEverywhere: ['languages.en', 'languages.es', 'languages.ja'] });

describe('every key the profile screen asks for', () => {
  const english = englishKeys(en);

  it('exists in English, as written in the code', () => {
    const used = keysAskedFor('profile', ['src/islands/profile', 'src/lib/profile']);
    expect(used.length).toBeGreaterThan(60);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it('exists for every value a key is built from', () => {
    const methods: SessionMethod[] = ['password', 'two_factor', 'sso'];
    const problems: PasswordProblem[] = ['required', 'tooShort', 'unchanged', 'differ'];
    const built = [
      ...supportedLocales.map((locale) => `languages.${locale}`),
      ...['light', 'dark'].map((theme) => `appearance.${theme}`),
      ...methods.map((method) => `sessions.methods.${method}`),
      ...['device', 'signedIn', 'lastUsed', 'address'].map((column) => `sessions.${column}`),
      ...profileErrorCodes.map((code) => `errors.${code}`),
      ...problems.map((problem) => `password.problems.${problem}`),
    ];
    expect(built.filter((key) => !english.has(key))).toEqual([]);
  });

  it('says every refused call the profile routes answer with a code of its own', () => {
    expect(profileErrorCodes).toEqual(expect.arrayContaining(['wrong_password', 'password_unchanged', 'invalid_code', 'sso_user', 'current_session']));
  });
});
