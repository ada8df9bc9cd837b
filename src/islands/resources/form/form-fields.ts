/**
 * The form a resource's JSON Schema describes: one field per property, its widget from the `ui`
 * hint (or from the type when there is none), its constraints for the native input, and the
 * section (`ui.group`) and position (`ui.order`) it is edited in.
 */
import type { ReferenceTarget } from '~/lib/resources/reference-targets';
import type { JsonSchema, UiHint, UiWidget } from '~/lib/schemas/schema-parts';

export type FieldWidget = Exclude<UiWidget, 'reference' | 'multiselect'>;

export interface FormField {
  name: string;
  widget: FieldWidget;
  /** What the value is when sent: text, a whole number, a number, true/false, a list or an object. */
  valueType: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  group: string;
  order: number;
  required: boolean;
  nullable: boolean;
  options?: readonly string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  currencyField?: string;
  /** What a value (or each item of a list) matching its pattern is, for messages (`ui.expects`). */
  expects?: string;
  /** For a reference with a known target: picked by name from the records it names. */
  reference?: ReferenceTarget;
  /** Given when the record is made, not in its edit form (`ui.createOnly`). */
  createOnly?: boolean;
}

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  return (Array.isArray(type) ? type : [type]).filter((entry): entry is string => typeof entry === 'string');
}

function valueTypeOf(types: readonly string[]): FormField['valueType'] {
  const type = types.find((entry) => entry !== 'null') ?? 'string';
  return type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object' ? type : 'string';
}

function widgetOf(hint: UiWidget | undefined, schema: JsonSchema, valueType: FormField['valueType']): FieldWidget {
  const hasOptions = Array.isArray(schema.enum);
  if (hint === 'select') return hasOptions ? 'select' : 'text';
  if (hint === 'reference') return valueType === 'string' ? 'text' : 'number';
  if (hint === 'multiselect') return 'tags';
  if (hint) return hint;
  if (hasOptions) return 'select';
  if (valueType === 'boolean') return 'checkbox';
  if (valueType === 'integer' || valueType === 'number') return 'number';
  if (valueType === 'array') return 'tags';
  if (valueType === 'object') return 'json';
  if (schema.format === 'email') return 'email';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'date-time') return 'datetime';
  return 'text';
}

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);
const stringOrUndefined = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function formFieldFromSchema(name: string, schema: JsonSchema, required: boolean, targets: Readonly<Record<string, ReferenceTarget>> = {}): FormField {
  const ui = (schema.ui ?? {}) as UiHint;
  const types = typesOf(schema);
  const valueType = valueTypeOf(types);
  const options = Array.isArray(schema.enum) ? schema.enum.filter((value): value is string | number => value !== null).map(String) : undefined;
  const field: FormField = {
    name,
    widget: widgetOf(ui.widget, schema, valueType),
    valueType,
    group: ui.group ?? 'general',
    order: ui.order ?? Number.MAX_SAFE_INTEGER,
    required,
    nullable: types.includes('null'),
  };
  const optional: Partial<FormField> = {
    options,
    minLength: numberOrUndefined(schema.minLength),
    maxLength: numberOrUndefined(schema.maxLength),
    minimum: numberOrUndefined(schema.minimum),
    maximum: numberOrUndefined(schema.maximum),
    pattern: stringOrUndefined(schema.pattern),
    format: stringOrUndefined(schema.format),
    currencyField: ui.currencyField,
    expects: ui.expects ?? ((schema.items as JsonSchema | undefined)?.ui as UiHint | undefined)?.expects,
    reference: ui.widget === 'reference' && ui.resource ? targets[ui.resource] : undefined,
    createOnly: ui.createOnly,
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(field, { [key]: value });
  return field;
}

/** Every property of the record schema as a field, in form order; references pick from their targets. */
export function formFieldsFromSchema(schema: JsonSchema, targets: Readonly<Record<string, ReferenceTarget>> = {}): FormField[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return Object.entries(properties)
    .map(([name, property]) => formFieldFromSchema(name, property, required.has(name), targets))
    .sort((a, b) => a.order - b.order);
}

export interface FieldGroup {
  group: string;
  fields: FormField[];
}

/** Fields by section, sections in the order their first field appears. */
export function groupFields(fields: readonly FormField[]): FieldGroup[] {
  const groups = new Map<string, FormField[]>();
  for (const field of fields) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  return [...groups].map(([group, members]) => ({ group, fields: members }));
}
