/**
 * Language and theme (spec section 4, "Appearance and language"), switched with the chrome's
 * own code: the header's language select and theme toggle follow at once, and both choices are
 * saved to the profile (the profile-language rule: src/lib/sign-in/profile-language.ts).
 */
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { $locale } from '~/lib/i18n/locale-store';
import { isSupportedLocale, supportedLocales } from '~/lib/i18n/locales';
import { chooseProfileLanguage, chooseProfileTheme } from '~/lib/profile/appearance';
import { profileFailure } from '~/lib/profile/profile-failure';
import { $theme } from '~/lib/theme/theme-store';
import type { ThemeName } from '~/lib/theme/resolve-theme';
import { FormAlert } from '../kit/form/FormAlert';
import { ProfileSection, type Translate } from './profile-parts';

const themes: readonly ThemeName[] = ['light', 'dark'];
// The segmented radios of the DNS statistics' period (PeriodControls).
const segment = 'relative focus-within:(outline-2 outline-offset-2 outline-solid outline-primary) flex cursor-pointer items-center gap-2 rounded-md border border-solid border-line bg-surface px-3 py-1.5 text-sm has-[:checked]:(border-primary bg-primary-l5 font-medium dark:bg-primary-d4)';

export function AppearanceSection({ t }: { t: Translate }) {
  const locale = useStore($locale);
  const theme = useStore($theme);
  const [failure, setFailure] = useState<string>();
  const languageId = useId();

  const saving = (work: Promise<void>) => {
    setFailure(undefined);
    work.catch((error: unknown) => {
      const said = profileFailure(error);
      if (said) setFailure(t('profile:appearance.saveFailed', { message: 'key' in said ? t(`profile:errors.${said.key}`) : said.message }));
    });
  };

  return (
    <ProfileSection title={t('profile:appearance.title')} intro={t('profile:appearance.intro')} data-profile-appearance>
      <div className="flex flex-wrap items-start gap-x-10 gap-y-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={languageId} className="text-sm font-medium">{t('profile:appearance.language')}</label>
          <select id={languageId} value={locale} className="input-box px-3 py-2 text-base"
            onChange={(event) => { if (isSupportedLocale(event.target.value)) saving(chooseProfileLanguage(event.target.value)); }}>
            {supportedLocales.map((code) => <option key={code} value={code} lang={code}>{t(`profile:languages.${code}`)}</option>)}
          </select>
        </div>
        <fieldset className="m-0 flex flex-col gap-1 border-0 p-0">
          <legend className="mb-1 p-0 text-sm font-medium">{t('profile:appearance.theme')}</legend>
          <div className="flex flex-wrap gap-2">
            {themes.map((name) => (
              <label key={name} className={segment}>
                <input type="radio" name={`${languageId}-theme`} value={name} checked={theme === name} className="absolute inset-0 m-0 cursor-pointer opacity-0"
                  onChange={() => saving(chooseProfileTheme(name))} />
                <span className={name === 'dark' ? 'i-lucide-moon' : 'i-lucide-sun'} aria-hidden="true" />
                {t(`profile:appearance.${name}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {failure && <FormAlert kind="error">{failure}</FormAlert>}
    </ProfileSection>
  );
}
