/** The statistics page's words: English travels with the island, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import words from '~/content/locales/en/dns-statistics.json';

registerNamespace('dns-statistics', words);
