/**
 * Keeps document.title on the title rule as the language, configuration, loaded record names
 * and errors change. The pre-rendered title is already right for English with no record loaded,
 * so the route labels (namespace `chrome`) load only when a title has to be written anew.
 */
import { computed, map } from 'nanostores';
import { $runtimeConfig } from '../config-store/runtime-config-store.ts';
import { defaultRuntimeConfig } from '../config/runtime-config.ts';
import { $appError } from '../errors/app-error.ts';
import { loadEnglishNamespace } from '../i18n/english-resources.ts';
import { $locale, t } from '../i18n/locale-store.ts';
import { defaultLocale } from '../i18n/locales.ts';
import { pageTitle } from '../routes/page-title.ts';

/** Display names of the records a page shows, by route parameter (`id` → `example.com`). */
export const $recordNames = map<Record<string, string | undefined>>({});

export function startDocumentTitle(routePattern: string): void {
  const builtTitle = document.title;
  const $inputs = computed([$locale, $runtimeConfig, $recordNames, $appError], (locale, config, recordNames, error) => ({
    locale,
    shortName: config.shortName,
    recordNames,
    error,
  }));
  $inputs.subscribe(async ({ locale, shortName, recordNames, error }) => {
    if (error) {
      document.title = t('error.heading');
      return;
    }
    const asBuilt = locale === defaultLocale && shortName === defaultRuntimeConfig.shortName && !Object.values(recordNames).some(Boolean);
    if (asBuilt) {
      document.title = builtTitle;
      return;
    }
    await loadEnglishNamespace('chrome');
    // What is known now, not when this change began: a name that arrived meanwhile must not be overwritten by an older title.
    const latest = $inputs.get();
    if (latest.error) return;
    document.title = pageTitle(routePattern, { label: (segment) => t(`chrome:segment.${segment}`), shortName: latest.shortName, recordNames: latest.recordNames });
  });
}
