/** A JSON value kept in localStorage under `key`; setting null removes the key rather than storing "null". */
import { persistentAtom } from '@nanostores/persistent';

export function persistentRecord<T>(key: string) {
  return persistentAtom<T | null>(key, null, {
    encode: (value) => (value === null ? (undefined as unknown as string) : JSON.stringify(value)),
    decode: (text) => {
      try {
        return JSON.parse(text) as T | null;
      } catch {
        return null;
      }
    },
  });
}
