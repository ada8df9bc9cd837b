/** Copies text; when the browser refuses, the snackbar says so in the error colour (spec section 8). */
import { t } from '../i18n/locale-store.ts';
import { errorColor, showSnackbar } from './snackbar-store.ts';

export interface ClipboardWriter {
  writeText(text: string): Promise<void>;
}

export async function copyToClipboard(
  text: string,
  clipboard: ClipboardWriter | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  try {
    if (!clipboard) throw new Error('No clipboard');
    await clipboard.writeText(text);
    return true;
  } catch {
    showSnackbar({ content: t('http:error'), subtitle: t('http:copyFailed'), color: errorColor });
    return false;
  }
}
