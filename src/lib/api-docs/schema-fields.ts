/**
 * JSON Schemas of an OpenAPI document as field tables: one row per field, nested objects
 * flattened with dotted names (`registrant.name`, `items[].id`), each with its type, whether it
 * is required, its enum and limits. A `$ref` to a named schema is not expanded inside a table:
 * the row names the schema, which the reference renders once (so the page stays small and
 * recursive schemas end).
 */
export type Json = Record<string, unknown>;

export interface FieldRow {
  /** Dotted name; `[]` marks the items of an array. Empty for the schema itself when it is not an object. */
  name: string;
  type: string;
  /** The named schema this field is, when it is a `$ref` (`Domains`). */
  schemaName?: string;
  required: boolean;
  description?: string;
  /** Enum, const, limits, format, default, in words. */
  constraints: string[];
}

export interface SchemaTable {
  /** The named schema it is (`DomainsInput`), when it is a `$ref`. */
  schemaName?: string;
  /** The schema's own type when it is not an object with properties (`array of Domains`, `string`). */
  type: string;
  description?: string;
  fields: FieldRow[];
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `#/components/schemas/Domains` → `Domains` (undefined for other refs). */
export function schemaNameOf(ref: unknown): string | undefined {
  return typeof ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1] : undefined;
}

/** Follows one `$ref` of the document (any `#/...` pointer). */
export function resolveRef(document: Json, value: unknown): Json | undefined {
  if (!isObject(value)) return undefined;
  if (typeof value.$ref !== 'string') return value;
  let target: unknown = document;
  for (const part of value.$ref.replace(/^#\//, '').split('/')) target = isObject(target) ? target[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
  return isObject(target) ? target : undefined;
}

function literal(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A schema's type in a few words: `string`, `integer | null`, `array of Domains`, `object`, `one of …`. */
export function typeOf(schema: Json): string {
  const named = schemaNameOf(schema.$ref);
  if (named) return named;
  if (schema.const !== undefined) return typeof schema.const === 'string' ? 'string' : typeof schema.const;
  const variants = (schema.oneOf ?? schema.anyOf) as unknown;
  if (Array.isArray(variants)) return [...new Set(variants.filter(isObject).map(typeOf))].join(' | ');
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0 && Array.isArray(schema.enum)) {
    const kinds = new Set((schema.enum as unknown[]).map((value) => (value === null ? 'null' : typeof value)));
    return [...kinds].join(' | ');
  }
  const words = types.map((type) => (type === 'array' && isObject(schema.items) ? `array of ${typeOf(schema.items)}` : type));
  return words.join(' | ') || 'any';
}

/** Enum, const and limits in words. */
export function constraintsOf(schema: Json): string[] {
  const out: string[] = [];
  if (Array.isArray(schema.enum)) out.push(`one of: ${(schema.enum as unknown[]).map(literal).join(', ')}`);
  if (schema.const !== undefined) out.push(`always ${literal(schema.const)}`);
  if (typeof schema.format === 'string') out.push(`format ${schema.format}`);
  const limit = (key: string, words: string) => {
    if (typeof schema[key] === 'number') out.push(`${words} ${schema[key] as number}`);
  };
  limit('minimum', 'min');
  limit('exclusiveMinimum', 'more than');
  limit('maximum', 'max');
  limit('exclusiveMaximum', 'less than');
  limit('minLength', 'min length');
  limit('maxLength', 'max length');
  limit('minItems', 'min items');
  limit('maxItems', 'max items');
  limit('minProperties', 'min properties');
  if (schema.uniqueItems === true) out.push('unique items');
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) out.push(`default ${literal(schema.default)}`);
  const items = isObject(schema.items) ? schema.items : undefined;
  if (items && !items.$ref && Array.isArray(items.enum)) out.push(`items one of: ${(items.enum as unknown[]).map(literal).join(', ')}`);
  return out;
}

const maxDepth = 4;

function rowsOf(schema: Json, prefix: string, depth: number, rows: FieldRow[]): void {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const [name, value] of Object.entries(properties)) {
    if (!isObject(value)) continue;
    const path = `${prefix}${name}`;
    const schemaName = schemaNameOf(value.$ref) ?? (isObject(value.items) ? schemaNameOf(value.items.$ref) : undefined);
    const description = typeof value.description === 'string' ? value.description : undefined;
    rows.push({ name: path, type: typeOf(value), ...(schemaName ? { schemaName } : {}), required: required.has(name), ...(description ? { description } : {}), constraints: constraintsOf(value) });
    if (depth >= maxDepth || value.$ref) continue;
    if (isObject(value.properties)) rowsOf(value, `${path}.`, depth + 1, rows);
    else if (isObject(value.items) && !value.items.$ref && isObject(value.items.properties)) rowsOf(value.items, `${path}[].`, depth + 1, rows);
  }
}

/**
 * The field table of a schema. A top-level `$ref` is followed once when `expand` (request bodies,
 * the named schemas' own tables); nested refs stay links.
 */
export function schemaTable(document: Json, schema: Json, options: { expand?: boolean } = {}): SchemaTable {
  const named = schemaNameOf(schema.$ref);
  const target = named && options.expand ? resolveRef(document, schema) ?? {} : schema;
  const description = typeof target.description === 'string' ? target.description : undefined;
  const base = { ...(named ? { schemaName: named } : {}), ...(description ? { description } : {}) };
  if (named && !options.expand) return { ...base, type: named, fields: [] };
  const rows: FieldRow[] = [];
  if (isObject(target.properties)) rowsOf(target, '', 1, rows);
  else if (isObject(target.items) && isObject(target.items.properties) && !target.items.$ref) rowsOf(target.items, '[].', 2, rows);
  return { ...base, type: typeOf(target), fields: rows };
}

/** Every named schema a schema refers to, deeply (through properties, items, variants). */
export function referencedSchemas(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedSchemas(item, into);
  else if (isObject(value)) {
    const named = schemaNameOf(value.$ref);
    if (named) into.add(named);
    for (const child of Object.values(value)) referencedSchemas(child, into);
  }
  return into;
}
