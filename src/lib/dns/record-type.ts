/**
 * How a record type is declared (one declaration per type, registry in record-types.ts): its
 * content fields in presentation order, each with a kind that says how it is checked, and
 * whether the record's `priority` column belongs to it.
 */
import type { FieldName } from './dns-messages.ts';
import { numberWithName, type NumberNames } from './dnssec-numbers.ts';
import type { HostNameRules } from './names.ts';
import type { RecordProblem } from './zone-record.ts';

export type FieldKind =
  | { readonly kind: 'ipv4' }
  | { readonly kind: 'ipv6' }
  | { readonly kind: 'hostname'; readonly rules?: HostNameRules }
  /** A whole number; `names` say what known numbers mean, `only` limits it to those listed. */
  | { readonly kind: 'integer'; readonly min: number; readonly max: number; readonly names?: NumberNames; readonly only?: readonly number[]; readonly preset?: number }
  /** One word of letters and digits, with the usual ones to offer. */
  | { readonly kind: 'token'; readonly suggestions: readonly string[] }
  /** A character-string: at most `maxBytes` bytes, optionally letters and digits only. */
  | { readonly kind: 'text'; readonly maxBytes: number; readonly alphanumeric?: boolean }
  | { readonly kind: 'hex' }
  | { readonly kind: 'uri' }
  /** SVCB and HTTPS `key=value` parameters. */
  | { readonly kind: 'svcParams' }
  /** TXT: plain text, split into quoted strings when printed. */
  | { readonly kind: 'txt' }
  /** LOC: a position, altitude and sizes (loc-type.ts). */
  | { readonly kind: 'loc' };

export interface FieldDeclaration {
  /** Also the field's label key, `dns:fields.<name>`. */
  readonly name: FieldName;
  readonly kind: FieldKind;
  /** Printed as a quoted character-string. */
  readonly quoted?: boolean;
  /** The last field takes every remaining token: `concatenate` (hex split by blanks) or `list` (parameters). */
  readonly rest?: 'concatenate' | 'list';
  /** May be left out of the content (only a last `rest` field). */
  readonly optional?: boolean;
}

/** A record's content as form fields: every value a string, numbers in decimal. */
export type RecordFields = Readonly<Record<string, string>>;

export interface RecordTypeDeclaration {
  readonly type: string;
  /** The `priority` column's meaning for this type (MX preference, SRV priority); absent when the type has none. */
  readonly priority?: 'preference' | 'priority';
  readonly fields: readonly FieldDeclaration[];
  /** Rules across fields (a digest's length by its type), run once every field is valid on its own. */
  readonly check?: (fields: RecordFields) => RecordProblem[];
}

export const priorityRange = { min: 0, max: 65535 } as const;

export function integerField(name: FieldName, min: number, max: number, extra: { names?: NumberNames; only?: readonly number[]; preset?: number } = {}): FieldDeclaration {
  return { name, kind: { kind: 'integer', min, max, ...extra } };
}

export function hostField(name: FieldName, rules: HostNameRules = {}): FieldDeclaration {
  return { name, kind: { kind: 'hostname', rules } };
}

export function hexField(name: FieldName): FieldDeclaration {
  return { name, kind: { kind: 'hex' }, rest: 'concatenate' };
}

export function quotedField(name: FieldName, maxBytes = 255, alphanumeric = false): FieldDeclaration {
  return { name, kind: { kind: 'text', maxBytes, alphanumeric }, quoted: true };
}

/** The fields a new record of the type starts with: those with a preset (CAA flags 0, which nearly every CAA record has). */
export function presetFields(declaration: RecordTypeDeclaration | undefined): RecordFields {
  const fields: Record<string, string> = {};
  for (const field of declaration?.fields ?? []) if (field.kind.kind === 'integer' && field.kind.preset !== undefined) fields[field.name] = String(field.kind.preset);
  return fields;
}

/** The i18n key (namespace `dns`) of a field's label. */
export function fieldLabelKey(field: FieldDeclaration): string {
  return `fields.${field.name}`;
}

export interface FieldChoice {
  readonly value: string;
  /** "13 ECDSAP256SHA256": technical names, the same in every language. */
  readonly label: string;
}

const maxListedRange = 16;

/**
 * What a select offers for a field: the allowed numbers with their names, a small range in
 * full (TLSA usage 0–3), a wide one's lowest and named numbers (CAA flags: 0, 128 critical; a
 * record's other number stays offered by the form), or the usual words (CAA tags); null for
 * fields typed freely.
 */
export function fieldChoices(field: FieldDeclaration): FieldChoice[] | null {
  const { kind } = field;
  if (kind.kind === 'token') return kind.suggestions.map((value) => ({ value, label: value }));
  if (kind.kind !== 'integer' || (!kind.only && !kind.names)) return null;
  // A wide range with a few named numbers (CAA flags 0–255, of which 128 is named) offers its lowest and the named ones.
  const named = kind.names ? [...new Set([kind.min, ...Object.keys(kind.names).map(Number)])].sort((a, b) => a - b) : null;
  const numbers = kind.only ?? (kind.max - kind.min < maxListedRange ? Array.from({ length: kind.max - kind.min + 1 }, (_, index) => kind.min + index) : named);
  if (numbers === null) return null;
  return numbers.map((number) => ({ value: String(number), label: numberWithName(number, kind.names ?? {}) }));
}
