/** The list screens' own words: English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import lists from '~/content/locales/en/lists.json';

registerNamespace('lists', lists);
