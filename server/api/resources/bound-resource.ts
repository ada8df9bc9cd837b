/**
 * A declaration joined to its binding and its table, checked once at start: every declared
 * column, section field and schema property must resolve, or the API refuses to start.
 * Everything a request needs (field SQL, PQL fields, sortable fields, schemas) is here.
 */
import type { RecordShape } from '../../../src/lib/contracts/resource-contracts.ts';
import type { DatabaseSync } from 'node:sqlite';
import { withoutUiKeys } from '../../../src/lib/validation/json-schema/without-ui-keys.ts';
import type { PqlOperator, PqlSqlField } from '../../../src/lib/pql/index.ts';
import { filterOperatorsFor, type ColumnDeclaration, type ColumnType, type ResourceDeclaration } from '../../../src/lib/resources/resource-declaration.ts';
import { describeTable, type ColumnDescription } from '../db/table-columns.ts';
import { withAccountColumn } from './account-column.ts';
import type { ResourceBinding } from './resource-binding.ts';
import { recordSchemaOf } from './record-schema.ts';

export type FieldKind = ColumnDescription['kind'];

export interface FieldSql {
  sql: string;
  join?: string;
  kind: FieldKind;
}

export interface BoundResource {
  declaration: ResourceDeclaration;
  binding: ResourceBinding;
  /** Fastify path of the list, parameters as `:name` (`/groups/:context/domains/:domainId/glue_records`). */
  listPath: string;
  /** Every readable field by API name: the table's columns and the dotted fields. */
  fields: ReadonlyMap<string, FieldSql>;
  /** What a record holds when no `fields` are asked for. */
  recordFields: readonly string[];
  /** Parents of dotted fields (`registrant`) → their children (`registrant.name` …). */
  nestedParents: ReadonlyMap<string, readonly string[]>;
  pqlFields: Readonly<Record<string, PqlSqlField>>;
  operators: ReadonlyMap<string, readonly PqlOperator[]>;
  sortable: ReadonlySet<string>;
  writable: ReadonlySet<string>;
  tableColumns: ReadonlyMap<string, ColumnDescription>;
  /** Record ids are integers (every table but accounts, whose ids are the 36-character group ids). */
  integerIds: boolean;
  /** The bodies of create and update (the declaration's schema without its `ui` hints; an update names the version it edits). */
  createSchema: ObjectSchema;
  patchSchema: ObjectSchema;
  /** A record as the API answers it (record-schema.ts). */
  recordSchema: RecordShape & Readonly<Record<string, unknown>>;
}

const pqlTypes: Record<ColumnType, PqlSqlField['type']> = {
  text: 'text',
  number: 'number',
  money: 'number',
  date: 'date',
  datetime: 'date',
  enum: 'enum',
  boolean: 'boolean',
  json: 'text',
};

function kindOfDeclared(type: ColumnType | undefined): FieldKind {
  if (type === 'boolean') return 'boolean';
  if (type === 'json') return 'json';
  if (type === 'number' || type === 'money') return 'real';
  return 'text';
}

export function fastifyPath(apiPath: string): string {
  return `/groups/:context/${apiPath.replace(/\{([A-Za-z]+)\}/g, ':$1')}`;
}

type ObjectSchema = { readonly type: 'object' } & Readonly<Record<string, unknown>>;

const isObjectSchema = (schema: Readonly<Record<string, unknown>>): schema is ObjectSchema => schema.type === 'object';

function patchSchemaOf(schema: ObjectSchema): ObjectSchema {
  const properties = schema.properties as Record<string, unknown>;
  return {
    ...schema,
    required: ['version'],
    minProperties: 2,
    properties: { ...properties, version: { type: 'integer', minimum: 1 } },
  };
}

export function bindResource(db: DatabaseSync, declaration: ResourceDeclaration, declaredBinding: ResourceBinding): BoundResource {
  const binding = withAccountColumn(declaration, declaredBinding);
  const problem = (text: string) => new Error(`resource ${declaration.name}: ${text}`);
  const described = describeTable(db, binding.table);
  const hidden = new Set(binding.hidden ?? []);
  const tableColumns = new Map(described.map((column) => [column.name, column]));
  const declaredColumns = new Map<string, ColumnDeclaration>(declaration.columns.map((column) => [column.field, column]));

  const fields = new Map<string, FieldSql>();
  for (const column of described) {
    if (!hidden.has(column.name)) fields.set(column.name, { sql: `t.${column.name}`, kind: column.kind });
  }
  for (const [name, computed] of Object.entries(binding.computed ?? {})) {
    if (computed.join && !binding.joins?.[computed.join]) throw problem(`field ${name} needs the unknown join ${computed.join}`);
    fields.set(name, { sql: computed.sql, join: computed.join, kind: kindOfDeclared(declaredColumns.get(name)?.type) });
  }
  for (const column of declaration.columns) {
    if (fields.has(column.field)) continue;
    const [parent, ...path] = column.field.split('.');
    const parentColumn = parent ? tableColumns.get(parent) : undefined;
    if (path.length === 0 || parentColumn?.kind !== 'json') throw problem(`column ${column.field} has no SQL`);
    // A value inside a JSON column.
    fields.set(column.field, { sql: `json_extract(t.${parent}, '$.${path.join('.')}')`, kind: kindOfDeclared(column.type) });
  }

  const nestedParents = new Map<string, string[]>();
  for (const name of fields.keys()) {
    const [parent, child] = name.split('.');
    if (!child || !parent || tableColumns.has(parent)) continue;
    nestedParents.set(parent, [...(nestedParents.get(parent) ?? []), name]);
  }
  const recordFields = [...fields.keys()].filter((name) => {
    const parent = name.split('.')[0] ?? name;
    return !name.includes('.') || !tableColumns.has(parent);
  });

  const pqlFields: Record<string, PqlSqlField> = {};
  const operators = new Map<string, readonly PqlOperator[]>();
  const sortable = new Set<string>();
  for (const column of declaration.columns) {
    const sql = fields.get(column.field);
    if (!sql) throw problem(`column ${column.field} has no SQL`);
    const offered = filterOperatorsFor(column);
    if (offered.length > 0) {
      const trigramTable = binding.trigramIndexes?.[column.field];
      pqlFields[column.field] = {
        column: sql.sql,
        type: pqlTypes[column.type],
        ...(column.values ? { values: column.values } : {}),
        ...(trigramTable ? { trigramIndex: { table: trigramTable, rowid: 't.id' } } : {}),
      };
      operators.set(column.field, offered);
    }
    if (column.sortable) sortable.add(column.field);
  }

  for (const [field, table] of Object.entries(binding.trigramIndexes ?? {})) {
    if (declaredColumns.get(field)?.type !== 'text') throw problem(`trigram index ${table} is on ${field}, which is not a declared text column`);
    if (!db.prepare("SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = ?").get(table)) throw problem(`trigram index ${table} does not exist`);
  }

  const properties = Object.keys((declaration.schema.properties ?? {}) as Record<string, unknown>);
  for (const property of properties) {
    const column = tableColumns.get(property);
    if (!column || hidden.has(property) || column.primaryKey) throw problem(`schema property ${property} is not a writable column`);
    const writes = declaration.operations.create || declaration.operations.update;
    if (writes && (property === binding.parent?.column || property in (binding.fixed ?? {}))) {
      throw problem(`schema property ${property} is set by the server`);
    }
  }
  for (const section of declaration.sections) {
    for (const field of section.fields) if (!fields.has(field)) throw problem(`section field ${field} is unknown`);
  }
  if (!fields.has(declaration.displayField)) throw problem(`display field ${declaration.displayField} is unknown`);
  const defaultSortField = declaration.defaultSort.replace(/^-/, '');
  if (!sortable.has(defaultSortField)) throw problem(`default sort ${declaration.defaultSort} is not sortable`);
  if (!binding.catalogue && !tableColumns.has('group_id')) throw problem('a group-scoped table needs group_id');
  if (binding.perUser && (binding.catalogue || !tableColumns.has('user_id'))) throw problem('a per-user table needs group_id and user_id');
  if (declaration.parent && declaration.parent.parameter !== binding.parent?.parameter) throw problem('parent parameter differs from the binding');

  const requestSchema = withoutUiKeys(declaration.schema);
  if (!isObjectSchema(requestSchema)) throw problem('the schema does not describe an object');

  return {
    declaration,
    binding,
    listPath: fastifyPath(declaration.apiPath),
    fields,
    recordFields,
    nestedParents,
    pqlFields,
    operators,
    sortable,
    writable: new Set(properties),
    tableColumns,
    integerIds: tableColumns.get('id')?.kind === 'integer',
    createSchema: requestSchema,
    patchSchema: patchSchemaOf(requestSchema),
    recordSchema: recordSchemaOf({ recordFields, fields, tableColumns, declared: declaration.schema }),
  };
}
