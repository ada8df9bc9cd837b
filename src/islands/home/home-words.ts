/**
 * The words of home, pulse and the invoicing overview (namespace `home`), and the history's action
 * words the last changes reuse (namespace `records`): English travels in the chunk, other
 * languages load on demand.
 */
import { registerNamespace } from '~/lib/i18n/locale-store';
import home from '~/content/locales/en/home.json';
import records from '~/content/locales/en/records.json';
import '../kit/kit-words';

registerNamespace('home', home);
registerNamespace('records', records);
