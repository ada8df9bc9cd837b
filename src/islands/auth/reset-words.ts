/** The password-reset screen's own words (English travels with it; other languages load on demand). */
import { registerNamespace } from '~/lib/i18n/locale-store';
import reset from '~/content/locales/en/reset.json';

registerNamespace('reset', reset);
