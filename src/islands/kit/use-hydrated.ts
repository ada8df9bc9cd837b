import { useEffect, useState } from 'react';

/**
 * False in the server-rendered HTML and the first client render, true once the island runs:
 * a form must not submit natively (and put a password in the address) before its handlers exist.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
