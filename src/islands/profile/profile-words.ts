/** The profile screen's words (namespace `profile`, and the form toolkit's `validation`): English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import profile from '~/content/locales/en/profile.json';
import validation from '~/content/locales/en/validation.json';
import '../kit/kit-words';

registerNamespace('profile', profile);
registerNamespace('validation', validation);
