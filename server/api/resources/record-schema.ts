/**
 * The JSON Schema of a record as the API answers it, from the table's columns and the dotted
 * fields (nested objects): the generic routes' contracts write their answers by it
 * (src/lib/contracts/resource-contracts.ts), so it names every field a record may carry.
 */
import type { RecordShape } from '../../../src/lib/contracts/resource-contracts.ts';
import type { FieldKind, FieldSql } from './bound-resource.ts';
import type { ColumnDescription } from '../db/table-columns.ts';

type Schema = Record<string, unknown>;

const typeOfKind: Record<FieldKind, string | string[]> = {
  integer: 'integer',
  real: 'number',
  text: 'string',
  boolean: 'boolean',
  json: ['object', 'array'],
};

function fieldSchema(kind: FieldKind, nullable: boolean): Schema {
  const base = typeOfKind[kind];
  const types = Array.isArray(base) ? [...base] : [base];
  const type = nullable ? [...types, 'null'] : types.length === 1 ? types[0] : types;
  // A JSON field is written whole, whatever it holds.
  return kind === 'json' ? { type, additionalProperties: true } : { type };
}

export interface RecordParts {
  recordFields: readonly string[];
  fields: ReadonlyMap<string, FieldSql>;
  tableColumns: ReadonlyMap<string, ColumnDescription>;
  /** The declaration's request schema, whose descriptions the record's fields carry. */
  declared: Schema;
}

export function recordSchemaOf({ recordFields, fields, tableColumns, declared }: RecordParts): RecordShape & Schema {
  const properties: Record<string, Schema> = {};
  const descriptions = (declared.properties ?? {}) as Record<string, Schema>;
  for (const name of recordFields) {
    const field = fields.get(name);
    if (!field) continue;
    const column = tableColumns.get(name);
    const schema = fieldSchema(field.kind, column ? column.nullable : true);
    const [parent, child] = name.split('.');
    if (child && parent) {
      const nested = (properties[parent] ??= { type: 'object', properties: {}, additionalProperties: false });
      (nested.properties as Record<string, Schema>)[child] = schema;
      continue;
    }
    const description = descriptions[name]?.description;
    properties[name] = description ? { ...schema, description } : schema;
  }
  return { type: 'object', required: ['id'], properties, additionalProperties: false };
}
