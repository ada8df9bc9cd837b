/** The words of the watch overview, the watch report pages and brand protection (namespace `watch`): English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import watch from '~/content/locales/en/watch.json';
import '../kit/kit-words';

registerNamespace('watch', watch);
