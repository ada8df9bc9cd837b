/**
 * The wildcard layer of an `equals` item: an unescaped `*` matches any run of characters,
 * `\*` is a literal star and `\\` a literal backslash. Any other backslash is literal, so
 * `C:\temp` means what it says.
 */
export interface WildcardPattern {
  hasWildcards: boolean;
  /** The literal text around the wildcards: one more entry than there are wildcards. */
  literals: string[];
}

export function wildcardPattern(item: string): WildcardPattern {
  const literals: string[] = [];
  let current = '';
  for (let index = 0; index < item.length; index += 1) {
    const char = item[index]!;
    const next = item[index + 1];
    if (char === '\\' && (next === '*' || next === '\\')) {
      current += next;
      index += 1;
    } else if (char === '*') {
      literals.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  literals.push(current);
  return { hasWildcards: literals.length > 1, literals };
}

/** Escapes a literal for an `equals` item so that wildcardPattern reads it back unchanged. */
export function escapeWildcards(literal: string): string {
  return literal.replaceAll('\\', '\\\\').replaceAll('*', '\\*');
}
