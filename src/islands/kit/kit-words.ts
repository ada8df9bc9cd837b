/** The kit's own words (its states and buttons): English travels with it, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import kit from '~/content/locales/en/kit.json';

registerNamespace('kit', kit);
