/** The DNS log's words: English travels with the island, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import words from '~/content/locales/en/dns-log.json';

registerNamespace('dns-log', words);
