/** English text for pre-rendered HTML, synchronously at build time. Elements carry `data-i18n` so the browser can translate them. */
import i18next from 'i18next';
import common from '../../content/locales/en/common.json' with { type: 'json' };

const english = i18next.createInstance();
english.init({
  lng: 'en',
  resources: { en: { common } },
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const staticT = english.t.bind(english);
