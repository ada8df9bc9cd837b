/**
 * The SQLite FTS5 query that finds, in a trigram index, every text a LIKE of these literal parts
 * (joined by `%`) can match: each part of at least three characters as a quoted phrase, which a
 * trigram index reads as "contains this substring" (ignoring case more widely than LIKE does, so
 * it finds a superset). Undefined when no part is that long: the index cannot narrow such a match.
 */
const trigramLength = 3;

export function trigramQuery(literals: readonly string[]): string | undefined {
  // SQLite reads a LIKE pattern, and FTS5 a query, only up to a NUL, so with one the LIKE alone decides.
  if (literals.some((literal) => literal.includes('\0'))) return undefined;
  const parts = literals.filter((part) => [...part].length >= trigramLength);
  if (parts.length === 0) return undefined;
  return parts.map((part) => `"${part.replaceAll('"', '""')}"`).join(' ');
}
