/** The DNSSEC page's words: English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import dnssec from '~/content/locales/en/dnssec.json';

registerNamespace('dnssec', dnssec);
