/**
 * Translates the pre-rendered chrome in place: `data-i18n="ns:key"` replaces the text,
 * `data-i18n-attr="aria-label:ns:key;title:key"` replaces attributes, and `data-i18n-vars`
 * (JSON) supplies interpolation values; a value `{ "$t": "key" }` is itself translated.
 * The built English is kept on each element the first time, so going back to English
 * restores it without English word lists in the browser.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

const originalText = 'data-i18n-original';
const originalAttribute = (name: string) => `data-i18n-original-${name}`;

function attributePairs(element: Element): [attribute: string, key: string][] {
  return element
    .getAttribute('data-i18n-attr')!
    .split(';')
    .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)] as [string, string])
    .filter(([attribute, key]) => attribute && key);
}

/** The namespaces the page's translatable elements use (`common` when a key has none). */
export function domNamespaces(root: ParentNode): string[] {
  const keys = [
    ...[...root.querySelectorAll('[data-i18n]')].map((element) => element.getAttribute('data-i18n')!),
    ...[...root.querySelectorAll('[data-i18n-attr]')].flatMap((element) => attributePairs(element).map(([, key]) => key)),
    ...[...root.querySelectorAll('[data-i18n-vars]')].flatMap((element) =>
      Object.values(JSON.parse(element.getAttribute('data-i18n-vars')!) as Record<string, unknown>)
        .map((value) => (typeof value === 'object' && value !== null ? (value as { $t?: unknown }).$t : undefined))
        .filter((key): key is string => typeof key === 'string'),
    ),
  ];
  return [...new Set(keys.map((key) => (key.includes(':') ? key.slice(0, key.indexOf(':')) : 'common')))];
}

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
    if (!element.hasAttribute(originalText)) element.setAttribute(originalText, element.textContent ?? '');
    element.textContent = t(element.getAttribute('data-i18n')!, variablesOf(element));
  }
  for (const element of root.querySelectorAll('[data-i18n-attr]')) {
    for (const [attribute, key] of attributePairs(element)) {
      if (!element.hasAttribute(originalAttribute(attribute))) element.setAttribute(originalAttribute(attribute), element.getAttribute(attribute) ?? '');
      element.setAttribute(attribute, t(key, variablesOf(element)));
    }
  }
}

/** Puts back the English the page was built with. */
export function restoreBuiltText(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${originalText}]`)) element.textContent = element.getAttribute(originalText);
  for (const element of root.querySelectorAll('[data-i18n-attr]')) {
    for (const [attribute] of attributePairs(element)) {
      const original = element.getAttribute(originalAttribute(attribute));
      if (original !== null) element.setAttribute(attribute, original);
    }
  }
}
