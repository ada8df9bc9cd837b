/** The import screen's words, the record checks' and the plan's: English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import records from '~/content/locales/en/records.json';
import '../zone-editor/editor-words';
import './zone-file-words';

// The domain picker's words (records:reference.*).
registerNamespace('records', records);
