import { atom } from 'nanostores';
import type { LoginState } from './session-types.ts';

/** The login state flag of spec section 4; null before anything happened on this page. */
export const $loginState = atom<LoginState | null>(null);
