/**
 * Title rule (DESIGN.md section 4): the page's own title, then the parent path segments in
 * reverse order (a parameter shown as its record's display name once known), then the short
 * product name, joined with " · ". `/domains/{id}/dns` → `DNS · example.com · Domains · Portal`.
 */
export const titleSeparator = ' · ';

export interface TitleParts {
  /** The translated label of a static path segment, e.g. `dns` → `DNS`. */
  label: (segment: string) => string;
  shortName: string;
  /** Display names of records, by parameter name, once loaded. */
  recordNames?: Readonly<Record<string, string | undefined>>;
}

export function pageTitle(pattern: string, { label, shortName, recordNames = {} }: TitleParts): string {
  const segments = pattern.split('/').filter(Boolean);
  const parts = segments.length === 0 ? [label('home')] : [];
  for (const segment of segments.reverse()) {
    const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
    if (parameter === undefined) parts.push(label(segment));
    else if (recordNames[parameter]) parts.push(recordNames[parameter]!);
  }
  return [...parts, shortName].join(titleSeparator);
}

/** The static segments of the given patterns: the vocabulary the title rule needs labels for. */
export function staticSegments(patterns: readonly string[]): string[] {
  const segments = new Set(patterns.flatMap((pattern) => pattern.split('/').filter((s) => s && !s.startsWith('{'))));
  return [...segments].sort();
}
