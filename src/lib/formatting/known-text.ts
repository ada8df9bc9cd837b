/**
 * A translation that exists: i18next answers a missing key with the key (without its namespace),
 * the English translator with the whole key; either means "no text", never a text to show.
 */
type Translate = (key: string, variables?: Record<string, unknown>) => string;

export function knownText(t: Translate, key: string, variables?: Record<string, unknown>): string | undefined {
  const text = t(key, variables);
  return text === key || text === key.slice(key.indexOf(':') + 1) ? undefined : text;
}
