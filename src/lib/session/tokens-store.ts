/** The stored tokens, persisted in localStorage under `tokens`. */
import { persistentRecord } from './persistent-record.ts';
import type { Tokens } from './session-types.ts';

export const $tokens = persistentRecord<Tokens>('tokens');
