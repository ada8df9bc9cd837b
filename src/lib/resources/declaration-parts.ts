/**
 * Shorthands for writing declarations: label keys follow one convention (namespace
 * `resources`): `entities.<key>.one|other`, `fields.<field>` (dotted fields nest),
 * `sections.<key>`, and enum values `values.<value>` (see enumValueLabel).
 */
import type { PermissionArea } from '../permissions/permission-names.ts';
import { manageAbility, viewAbility } from '../permissions/permission-names.ts';
import type { ColumnDeclaration, ColumnType, DetailSection, ResourceDeclaration, RowDestination, ValueReading } from './resource-declaration.ts';

export function fieldLabel(field: string): string {
  return `resources:fields.${field}`;
}

// How fields read by their names, declared once for every resource (DESIGN.md section 11).
const codeFieldNames = /^(id|key_tag|serial|protocol|port|year|.+_id|.+_number)$/;
const durationFieldNames = /^(ttl|.+_ttl)$/;
const statusFieldNames = /^(status|state|outcome|.+_status)$/;
const longFieldNames = new Set(['content', 'digest', 'public_key', 'nameservers', 'record_value', 'sans', 'user_agent']);

/** The reading a field's name gives it (the last part of a dotted field), if any. */
export function readingByName(field: string, type: ColumnType): ValueReading | undefined {
  const name = field.slice(field.lastIndexOf('.') + 1);
  if (type === 'enum') return statusFieldNames.test(name) ? 'status' : undefined;
  if (type === 'number' && durationFieldNames.test(name)) return 'duration';
  if ((type === 'number' || type === 'text') && codeFieldNames.test(name)) return 'code';
  return longFieldNames.has(name) ? 'long' : undefined;
}

export function column(
  field: string,
  type: ColumnType,
  options: Omit<Partial<ColumnDeclaration>, 'field' | 'type'> = {},
): ColumnDeclaration {
  const reads = readingByName(field, type);
  return { field, type, label: fieldLabel(field), ...(reads ? { reads } : {}), ...options };
}

/** A sortable column shown in the list by default. */
export function listed(field: string, type: ColumnType, options: Omit<Partial<ColumnDeclaration>, 'field' | 'type'> = {}): ColumnDeclaration {
  return column(field, type, { sortable: true, listed: true, ...options });
}

export function enumColumn(field: string, values: readonly (string | number)[], options: Omit<Partial<ColumnDeclaration>, 'field' | 'type' | 'values'> = {}): ColumnDeclaration {
  return column(field, 'enum', { sortable: true, values: values.map(String), ...options });
}

/** id, created_at and updated_at: every resource has them. */
export const standardColumns: readonly ColumnDeclaration[] = [
  column('id', 'number', { sortable: true }),
  column('created_at', 'datetime', { sortable: true }),
  column('updated_at', 'datetime', { sortable: true }),
];

/** The record's account, by name: a column of account-scoped lists, shown to staff in all accounts. */
export const accountColumn: ColumnDeclaration = listed('account.name', 'text', { allAccountsOnly: true });

/** A top-level list of an account's records: the account column joins, right after the display field. */
export function accountScoped(declaration: ResourceDeclaration): ResourceDeclaration {
  const { columns, displayField } = declaration;
  const at = columns.findIndex((entry) => entry.field === displayField) + 1;
  return { ...declaration, columns: [...columns.slice(0, at), accountColumn, ...columns.slice(at)] };
}

export function section(key: string, fields: readonly string[]): DetailSection {
  return { title: `resources:sections.${key}`, fields };
}

export function entityLabel(key: string): ResourceDeclaration['label'] {
  return { one: `resources:entities.${key}.one`, other: `resources:entities.${key}.other` };
}

export function areaPermissions(area: PermissionArea): ResourceDeclaration['permissions'] {
  return { view: viewAbility(area), manage: manageAbility(area) };
}

export const readOnly: ResourceDeclaration['operations'] = { create: false, update: false, remove: false };
export const fullyEditable: ResourceDeclaration['operations'] = { create: true, update: true, remove: true };
export const updateOnly: ResourceDeclaration['operations'] = { create: false, update: true, remove: false };
export const catalogueEditable: ResourceDeclaration['operations'] = { create: true, update: true, remove: true, staffOnly: true };

/** Rows of a nested list that open the record of the declaration they were made from (a domain's orders open each order). */
export function opensRecordOf(declaration: Pick<ResourceDeclaration, 'name' | 'routes'>, idField = 'id'): RowDestination[] {
  if (!declaration.routes.record) throw new Error(`${declaration.name} has no record route to open`);
  return [{ pattern: declaration.routes.record, parameters: { id: idField } }];
}
