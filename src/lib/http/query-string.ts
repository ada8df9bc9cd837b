/** Appends query parameters to a path; undefined and null values are left out. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParameters = Record<string, QueryValue>;

export function withQuery(path: string, query: QueryParameters | undefined): string {
  const pairs = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  if (pairs.length === 0) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${pairs.join('&')}`;
}
