import { useMemo } from 'react';
import { englishTranslator, type Resources } from '~/lib/i18n/english-text';
import { registerNamespace } from '~/lib/i18n/locale-store';
import { usePortalTranslation } from '../../kit/use-portal-translation';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

/**
 * `t` that reads `resources:` labels from the subset this list was given. English comes from
 * that subset directly (the build renders several lists, and the page-wide English store keeps
 * the first subset a namespace was registered with); other languages come from i18next.
 */
export function useResourceTranslation(words: Resources): { t: Translate; language: string } {
  const { t, language } = usePortalTranslation();
  const english = useMemo(() => {
    if (typeof window !== 'undefined') registerNamespace('resources', words);
    return englishTranslator({ resources: words });
  }, [words]);
  const translate = useMemo<Translate>(
    () => (key, variables) => (language === 'en' && key.startsWith('resources:') ? english(key, variables) : t(key, variables)),
    [language, english, t],
  );
  return { t: translate, language };
}
