/** The sign-in screens' words: their English travels with them, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import auth from '~/content/locales/en/auth.json';
import validation from '~/content/locales/en/validation.json';

registerNamespace('auth', auth);
registerNamespace('validation', validation);
