/**
 * How a record's field reads on the record screen and in comparisons: through its column when
 * the declaration lists one, else by the type its schema gives it.
 */
import { formatFieldValue } from '~/lib/resources/field-value';
import { column } from '~/lib/resources/declaration-parts';
import type { ColumnDeclaration, ColumnType, ResourceDeclaration } from '~/lib/resources/resource-declaration';
import type { JsonSchema, UiHint } from '~/lib/schemas/schema-parts';

type Translate = (key: string, variables?: Record<string, unknown>) => string;

function typeFromSchema(schema: JsonSchema | undefined): ColumnType {
  if (!schema) return 'text';
  const ui = (schema.ui ?? {}) as UiHint;
  if (ui.widget === 'money') return 'money';
  if (Array.isArray(schema.enum)) return 'enum';
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((type) => type !== 'null');
  const type = types[0];
  if (type === 'boolean') return 'boolean';
  if (type === 'integer' || type === 'number') return ui.widget === 'reference' ? 'text' : 'number';
  if (type === 'array' || type === 'object') return 'json';
  if (schema.format === 'date-time') return 'datetime';
  if (schema.format === 'date') return 'date';
  return 'text';
}

export function columnFor(declaration: ResourceDeclaration, field: string): ColumnDeclaration {
  const declared = declaration.columns.find((entry) => entry.field === field);
  if (declared) return declared;
  const schema = ((declaration.schema.properties ?? {}) as Record<string, JsonSchema>)[field];
  const currencyField = (schema?.ui as UiHint | undefined)?.currencyField;
  return column(field, typeFromSchema(schema), currencyField ? { currencyField } : {});
}

export function displayValue(declaration: ResourceDeclaration, field: string, record: unknown, language: string, t: Translate): string {
  return formatFieldValue(columnFor(declaration, field), record, language, t);
}
