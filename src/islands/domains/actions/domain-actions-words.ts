/** The domain actions' words (record actions, delete, contacts, add): English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import domainActions from '~/content/locales/en/domain-actions.json';

registerNamespace('domain-actions', domainActions);
