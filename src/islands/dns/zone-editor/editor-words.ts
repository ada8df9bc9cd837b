/** The zone editor's own words and the record checks' words: English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import dns from '~/content/locales/en/dns.json';
import dnsEditor from '~/content/locales/en/dns-editor.json';

registerNamespace('dns', dns);
registerNamespace('dns-editor', dnsEditor);
