/** The approval screens' words: English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import approvals from '~/content/locales/en/approvals.json';

registerNamespace('approvals', approvals);
