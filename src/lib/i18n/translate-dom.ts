/**
 * Translates the pre-rendered chrome in place: `data-i18n="key"` replaces the text,
 * `data-i18n-attr="aria-label:ns:key;title:key"` replaces attributes, and
 * `data-i18n-vars` (JSON) supplies interpolation values; a value `{ "$t": "key" }` is itself translated.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

export function translateDom(root: ParentNode, t: Translate): void {
  const variablesOf = (element: Element): Record<string, unknown> | undefined => {
    const raw = element.getAttribute('data-i18n-vars');
    if (!raw) return undefined;
    const entries = Object.entries(JSON.parse(raw) as Record<string, unknown>).map(([name, value]) => {
      const key = typeof value === 'object' && value !== null ? (value as { $t?: unknown }).$t : undefined;
      return [name, typeof key === 'string' ? t(key) : value];
    });
    return Object.fromEntries(entries);
  };
  for (const element of root.querySelectorAll('[data-i18n]')) {
    element.textContent = t(element.getAttribute('data-i18n')!, variablesOf(element));
  }
  for (const element of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of element.getAttribute('data-i18n-attr')!.split(';')) {
      const split = pair.indexOf(':');
      if (split > 0) element.setAttribute(pair.slice(0, split), t(pair.slice(split + 1), variablesOf(element)));
    }
  }
}
