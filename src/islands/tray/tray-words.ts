/** The tray screens' words (namespace `tray`): English travels in the chunk, other languages load on demand. */
import { registerNamespace } from '~/lib/i18n/locale-store';
import tray from '~/content/locales/en/tray.json';
import '../kit/kit-words';

registerNamespace('tray', tray);
