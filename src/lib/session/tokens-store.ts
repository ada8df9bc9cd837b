/** The stored tokens, persisted in localStorage under `tokens`. */
import { persistentJSON } from '@nanostores/persistent';
import type { Tokens } from './session-types.ts';

export const $tokens = persistentJSON<Tokens | null>('tokens', null);
