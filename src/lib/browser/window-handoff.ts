/** A value an inline script left on `window` for the modules, taken once (undefined outside a browser or when absent). */
export function takeFromWindow<T>(name: string): T | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, T | undefined>;
  const value = holder[name];
  delete holder[name];
  return value;
}
