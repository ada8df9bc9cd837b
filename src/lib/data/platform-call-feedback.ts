/** A platform call whose action ran says how it went: its message, green for code 200, red otherwise (spec section 8). */
import { errorColor, successColor, type SnackbarInput } from '../notifications/snackbar-store.ts';
import type { PlatformResult } from './data-types.ts';

export function platformCallSnackbar(result: PlatformResult | undefined): SnackbarInput | undefined {
  if (result?.actionResult !== true || typeof result.message !== 'string' || result.message === '') return undefined;
  return { content: result.message, color: Number(result.code) === 200 ? successColor : errorColor };
}
