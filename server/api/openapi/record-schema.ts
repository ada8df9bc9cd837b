/**
 * The JSON Schema of a record as the API answers it, from the table's columns and the dotted
 * fields (nested objects), next to the request schemas taken from the declaration.
 */
import { withoutUiKeys } from '../../../src/lib/validation/json-schema/without-ui-keys.ts';
import type { BoundResource, FieldKind } from '../resources/bound-resource.ts';
import type { JsonObject } from './openapi-types.ts';

const typeOfKind: Record<FieldKind, string | string[]> = {
  integer: 'integer',
  real: 'number',
  text: 'string',
  boolean: 'boolean',
  json: ['object', 'array'],
};

function fieldSchema(kind: FieldKind, nullable: boolean): JsonObject {
  const base = typeOfKind[kind];
  const types = Array.isArray(base) ? [...base] : [base];
  return { type: nullable ? [...types, 'null'] : types.length === 1 ? types[0] : types };
}

export function recordSchemaOf(resource: BoundResource): JsonObject {
  const properties: Record<string, JsonObject> = {};
  const declared = (resource.declaration.schema.properties ?? {}) as Record<string, JsonObject>;
  for (const name of resource.recordFields) {
    const field = resource.fields.get(name);
    if (!field) continue;
    const column = resource.tableColumns.get(name);
    const schema = fieldSchema(field.kind, column ? column.nullable : true);
    const [parent, child] = name.split('.');
    if (child && parent) {
      const nested = (properties[parent] ??= { type: 'object', properties: {} });
      (nested.properties as Record<string, JsonObject>)[child] = schema;
      continue;
    }
    const description = declared[name]?.description;
    properties[name] = description ? { ...schema, description } : schema;
  }
  return { type: 'object', required: ['id'], properties, additionalProperties: false };
}

export function requestSchemaOf(schema: Record<string, unknown>): JsonObject {
  return withoutUiKeys(schema);
}
