/** Keeps document.title on the title rule as the language, configuration and loaded record names change. */
import { computed, map } from 'nanostores';
import { $runtimeConfig } from '../config/runtime-config-store.ts';
import { $appError } from '../errors/app-error.ts';
import { $locale, t } from '../i18n/locale-store.ts';
import { pageTitle } from './page-title.ts';

/** Display names of the records a page shows, by route parameter (`id` → `example.com`). */
export const $recordNames = map<Record<string, string | undefined>>({});

export function startDocumentTitle(routePattern: string): void {
  const $title = computed([$locale, $runtimeConfig, $recordNames, $appError], (_locale, config, recordNames, error) =>
    error
      ? t('error.heading')
      : pageTitle(routePattern, { label: (segment) => t(`segment.${segment}`), shortName: config.shortName, recordNames }),
  );
  $title.subscribe((title) => {
    document.title = title;
  });
}
