/**
 * The words of the intelligence focus pages (namespace `intelligence`): English travels in the
 * chunk, other languages load on demand.
 */
import { registerNamespace } from '~/lib/i18n/locale-store';
import intelligence from '~/content/locales/en/intelligence.json';
import '../kit/kit-words';

registerNamespace('intelligence', intelligence);
