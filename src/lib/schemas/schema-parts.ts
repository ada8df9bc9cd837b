/**
 * Building blocks of the resource schemas (JSON Schema, the subset shared by draft-07 and
 * 2020-12, so ajv's default dialect and OpenAPI 3.1 read them alike). `ui` keys are form hints
 * for the portal; validators strip them.
 */
export type JsonSchema = Record<string, unknown>;

export type UiWidget =
  | 'text' | 'textarea' | 'select' | 'date' | 'datetime' | 'money' | 'country' | 'password' | 'email'
  | 'checkbox' | 'number' | 'tags' | 'json' | 'reference' | 'multiselect';

export interface UiHint {
  widget?: UiWidget;
  order?: number;
  /** The detail section (`resources:sections.<group>`) the field is edited in. */
  group?: string;
  /** For money: the field holding the ISO currency code. */
  currencyField?: string;
  /** For references: the declaration whose records the value names. */
  resource?: string;
  /** What a value matching the pattern is, for messages (`records:expects.<name>`: "not a host name"). */
  expects?: string;
  /** Given when the record is made; afterwards changed only through its own flow (a registrant: Change contacts, then the approver). */
  createOnly?: boolean;
}

function withUi(schema: JsonSchema, ui: UiHint | undefined): JsonSchema {
  return ui ? { ...schema, ui: { ...(schema.ui as UiHint | undefined), ...ui } } : schema;
}

export function text(maxLength = 200, ui?: UiHint, extra: JsonSchema = {}): JsonSchema {
  return withUi({ type: 'string', minLength: 1, maxLength, ...extra }, ui);
}

export function longText(maxLength = 4000): JsonSchema {
  return { type: 'string', maxLength, ui: { widget: 'textarea' } };
}

export function pattern(regex: string, maxLength = 200, ui?: UiHint): JsonSchema {
  return withUi({ type: 'string', pattern: regex, maxLength }, ui);
}

export function email(): JsonSchema {
  return { type: 'string', format: 'email', maxLength: 254, ui: { widget: 'email' } };
}

export function phone(): JsonSchema {
  return { type: 'string', pattern: '^\\+?[0-9 ().-]{4,30}$', maxLength: 30, examples: ['+44 20 7946 0000'], ui: { expects: 'phone' } };
}

export function countryCode(): JsonSchema {
  return { type: 'string', pattern: '^[a-z]{2}$', examples: ['gb'], ui: { widget: 'country', expects: 'countryCode' } };
}

export function currencyCode(): JsonSchema {
  return { type: 'string', pattern: '^[A-Z]{3}$', examples: ['EUR'], ui: { widget: 'select', expects: 'currencyCode' } };
}

export function oneOf(values: readonly string[]): JsonSchema {
  return { type: 'string', enum: [...values], ui: { widget: 'select' } };
}

export function integer(minimum: number, maximum: number, ui?: UiHint): JsonSchema {
  return withUi({ type: 'integer', minimum, maximum }, ui);
}

export function decimal(minimum: number, maximum: number): JsonSchema {
  return { type: 'number', minimum, maximum, ui: { widget: 'number' } };
}

/** An amount in the currency's minor unit (cents; whole yen for JPY). */
export function money(currencyField = 'currency'): JsonSchema {
  return { type: 'integer', minimum: -1_000_000_000, maximum: 1_000_000_000, ui: { widget: 'money', currencyField } };
}

export function flag(): JsonSchema {
  return { type: 'boolean', ui: { widget: 'checkbox' } };
}

export function dateTime(): JsonSchema {
  return { type: 'string', format: 'date-time', ui: { widget: 'date' } };
}

export function reference(resource: string, ui?: UiHint): JsonSchema {
  return withUi({ type: 'integer', minimum: 1, ui: { widget: 'reference', resource } }, ui);
}

export function accountId(): JsonSchema {
  return { type: 'string', minLength: 36, maxLength: 36, ui: { widget: 'reference', resource: 'accounts' } };
}

export function hostname(): JsonSchema {
  return {
    type: 'string',
    maxLength: 253,
    pattern: '^(?=.{1,253}$)([a-z0-9_]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z0-9-]{2,63}\\.?$',
    examples: ['ns1.example.net'],
    ui: { expects: 'hostname' },
  };
}

export function listOf(items: JsonSchema, maxItems = 100, ui: UiHint = { widget: 'tags' }): JsonSchema {
  return { type: 'array', items, maxItems, uniqueItems: true, ui };
}

export function jsonObject(): JsonSchema {
  return { type: 'object', ui: { widget: 'json' } };
}

/** The schema also accepts null (an optional column left empty). */
export function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  const types = Array.isArray(type) ? type : [type];
  const result: JsonSchema = { ...schema, type: [...types, 'null'] };
  if (Array.isArray(schema.enum)) result.enum = [...schema.enum, null];
  return result;
}

export interface RecordSchemaDefinition {
  title: string;
  properties: Record<string, JsonSchema>;
  required?: readonly string[];
  /** Section key → its fields, in form order; sets `ui.group` and `ui.order`. */
  groups?: Readonly<Record<string, readonly string[]>>;
}

/** A record as created or updated: a closed object whose fields carry their form position. */
export function recordSchema({ title, properties, required = [], groups = {} }: RecordSchemaDefinition): JsonSchema {
  const placed: Record<string, JsonSchema> = {};
  let order = 0;
  const groupOf = new Map<string, string>();
  for (const [group, fields] of Object.entries(groups)) for (const field of fields) groupOf.set(field, group);
  for (const [field, schema] of Object.entries(properties)) {
    order += 1;
    const group = groupOf.get(field) ?? 'general';
    placed[field] = withUi(schema, { order, group });
  }
  return { title, type: 'object', additionalProperties: false, required: [...required], properties: placed };
}

/** The same schema without some properties (a nested resource takes its parent from the path). */
export function withoutProperties(schema: JsonSchema, names: readonly string[]): JsonSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties as Record<string, JsonSchema>).filter(([name]) => !names.includes(name)),
  );
  const required = (schema.required as string[] | undefined ?? []).filter((name) => !names.includes(name));
  return { ...schema, properties, required };
}
