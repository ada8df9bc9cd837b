/**
 * What every interactive page does on load: configuration, theme, language, title, the chrome's
 * controls, and the watch for new builds and failed chunks. Layouts import this from one bundled script.
 */
import { reloadOnChunkErrors } from '../build/chunk-errors.ts';
import { watchForNewBuild } from '../build/build-updates.ts';
import { defaultRuntimeConfig } from '../config/runtime-config.ts';
import { loadRuntimeConfig } from '../config-store/runtime-config-store.ts';
import { startLocale } from '../i18n/locale-store.ts';
import { startDocumentTitle } from '../page/document-title.ts';
import { checkPageValidity } from '../page/page-validity.ts';
import { redirectTarget } from '../page/redirect-check.ts';
import { guardSession } from '../sign-in/session-guard.ts';
import { carryContext } from '../sign-in/context-navigation.ts';
import { startPermissionGates } from './start-permission-gates.ts';
import { applyThemeColours, startTheme } from '../theme/theme-store.ts';
import { wireChromeControls } from './chrome-controls.ts';
import { wirePageHeader } from './page-header.ts';
import { whenIdle } from '../browser/when-idle.ts';

declare const __BUILD_ID__: string;

export function bootPage(): void {
  const route = document.body.dataset.route ?? '';
  reloadOnChunkErrors();
  if (document.documentElement.dataset.leaving !== undefined || !guardSession(location.pathname)) return;
  carryContext();
  wireChromeControls();
  if (route.startsWith('/')) {
    void redirectTarget(location).then((target) => {
      if (target) location.replace(target);
    });
  }
  startPermissionGates();
  if (route.startsWith('/') && checkPageValidity(route, location.pathname)) wirePageHeader(route);
  startTheme();
  const configured = loadRuntimeConfig().then((config) => {
    void applyThemeColours(config.themes, defaultRuntimeConfig.themes);
    for (const element of document.querySelectorAll('[data-product-name]')) element.textContent = config.productName;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-support-link]')) {
      link.href = `mailto:${config.generalInformation.portalSupport}`;
    }
  });
  const translated = startLocale().then(() => startDocumentTitle(route));
  // Marks the page as booted: tests and tools wait for it instead of guessing with timeouts.
  void Promise.allSettled([configured, translated]).then(() => {
    document.documentElement.dataset.booted = '';
  });
  whenIdle(() => watchForNewBuild(__BUILD_ID__));
}
