import { useEffect, useLayoutEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { englishT } from '~/lib/i18n/english-resources';
import { $locale, $namespacesLoaded, t } from '~/lib/i18n/locale-store';
import { defaultLocale } from '~/lib/i18n/locales';

// Before paint in the browser; the server has no layout to wait for.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Islands translate with the page's `t`, and re-render when the language changes. The first
 * render speaks English, as the pre-rendered HTML does: a server-rendered island hydrates without
 * a mismatch (React error #418), then speaks the reader's language before the browser paints.
 */
export function usePortalTranslation() {
  const language = useStore($locale);
  useStore($namespacesLoaded);
  const [rendered, setRendered] = useState(false);
  useBeforePaint(() => setRendered(true), []);
  return rendered ? { t, language } : { t: englishT, language: defaultLocale };
}

/** Splits a translation around its `<0>…</0>` part so the caller can wrap that part in an element. */
export function splitMarkup(text: string): [before: string, inner: string, after: string] {
  const match = /^(.*?)<0>(.*?)<\/0>(.*)$/s.exec(text);
  return match ? [match[1]!, match[2]!, match[3]!] : [text, '', ''];
}
