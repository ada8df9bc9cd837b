import { atom } from 'nanostores';
import type { LoginState } from './session-types.ts';

/** The login state flag of spec section 4; null before anything happened on this page. */
export const $loginState = atom<LoginState | null>(null);

/** Runs a sign-in or reset step: a failure sets the flag to error and still reaches the caller. */
export async function trackingFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    $loginState.set('error');
    throw error;
  }
}
