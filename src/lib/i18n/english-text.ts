/**
 * English, the default language, without i18next: the static pages are already English and
 * i18next (≈16 KB gzip) would not fit the login and list budgets of DESIGN.md section 10 beside
 * React. i18next loads only for another language (see i18n.ts). This covers the subset of its
 * JSON v4 format the locale files use — `{{name}}` interpolation, `_one`/`_other` plurals,
 * `namespace:key` — and tests/unit/i18n-english-parity.test.ts pins it to i18next's output.
 */
export type Resources = Record<string, unknown>;
export type Translate = (key: string, variables?: Record<string, unknown>) => string;

export const defaultNamespace = 'common';

const plurals = new Intl.PluralRules('en');

function lookup(resources: Resources | undefined, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Resources)[part] : undefined), resources);
}

export function interpolate(text: string, variables: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*([^}\s,]+)\s*\}\}/g, (whole, name: string) => (name in variables ? String(variables[name]) : whole));
}

export function namespacesFromFiles(files: Record<string, Resources>): Record<string, Resources> {
  return Object.fromEntries(Object.entries(files).map(([path, resources]) => [path.split('/').pop()!.replace(/\.json$/, ''), resources]));
}

/** A translate function over English resources by namespace (missing keys answer the key, as i18next does). */
export function englishTranslator(namespaces: Record<string, Resources>): Translate {
  return (key, variables) => {
    const [namespace, path] = key.includes(':') ? (key.split(/:(.*)/s) as [string, string]) : [defaultNamespace, key];
    const resources = namespaces[namespace];
    const count = variables?.count;
    const plural = typeof count === 'number' ? lookup(resources, `${path}_${plurals.select(count)}`) : undefined;
    const text = plural ?? lookup(resources, path);
    return typeof text === 'string' ? interpolate(text, variables) : key;
  };
}
