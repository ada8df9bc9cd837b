/** The record and log screens' words; their English travels with them, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import records from '~/content/locales/en/records.json';
import validation from '~/content/locales/en/validation.json';

registerNamespace('records', records);
registerNamespace('validation', validation);
