import { useStore } from '@nanostores/react';
import { $locale, $namespacesLoaded, t } from '~/lib/i18n/locale-store';

/** Islands translate with the page's `t`, and re-render when the language changes. */
export function usePortalTranslation() {
  const language = useStore($locale);
  useStore($namespacesLoaded);
  return { t, language };
}

/** Splits a translation around its `<0>…</0>` part so the caller can wrap that part in an element. */
export function splitMarkup(text: string): [before: string, inner: string, after: string] {
  const match = /^(.*?)<0>(.*?)<\/0>(.*)$/s.exec(text);
  return match ? [match[1]!, match[2]!, match[3]!] : [text, '', ''];
}
