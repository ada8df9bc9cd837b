/** The zone-file words (export, import): English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import dnsImport from '~/content/locales/en/dns-import.json';

registerNamespace('dns-import', dnsImport);
