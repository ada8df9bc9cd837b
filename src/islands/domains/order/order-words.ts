/** The search, cart and order screens' words (namespace `domain-order`): English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import domainOrder from '~/content/locales/en/domain-order.json';
import '../../kit/kit-words';

registerNamespace('domain-order', domainOrder);
