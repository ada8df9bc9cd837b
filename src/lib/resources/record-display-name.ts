/**
 * A record's name as titles, breadcrumbs and lists show it: the display field, or for a record
 * with a Unicode form (an IDN domain, DESIGN.md section 13) that form first with the A-label
 * beside it, `münchen-aurora.de (xn--mnchen-aurora-wob.de)`.
 */
import type { ResourceDeclaration } from './resource-declaration.ts';

type Named = Pick<ResourceDeclaration, 'displayField' | 'unicodeField'>;

export function namedFields(declaration: Named): string[] {
  return declaration.unicodeField ? [declaration.displayField, declaration.unicodeField] : [declaration.displayField];
}

/** The name from the display field and the Unicode field's values; undefined when the record has none. */
export function displayNameOf(name: unknown, unicode: unknown): string | undefined {
  if (name === undefined || name === null || name === '') return undefined;
  const text = String(name);
  return typeof unicode === 'string' && unicode !== '' && unicode !== text ? `${unicode} (${text})` : text;
}

/** `read` takes a field's value from the record (a list row reads nested fields). */
export function recordDisplayName(declaration: Named, read: (field: string) => unknown): string | undefined {
  return displayNameOf(read(declaration.displayField), declaration.unicodeField ? read(declaration.unicodeField) : undefined);
}
