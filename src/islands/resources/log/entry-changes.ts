/**
 * What an audit entry changed, field by field: `before` and `after` hold whole records on
 * create and delete and the changed fields on update; fields equal on both sides are left out.
 */
export interface AuditEntry {
  id: number | string;
  username?: string | null;
  user_id?: number | null;
  action: string;
  resource_type?: string;
  resource_id?: string | number;
  resource_name?: string | null;
  before?: unknown;
  after?: unknown;
  created_at: string;
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const bookkeeping = new Set(['id', 'version', 'created_at', 'updated_at', 'group_id']);

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function same(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !bookkeeping.has(field));
  return fields.filter((field) => !same(before[field], after[field])).map((field) => ({ field, before: before[field], after: after[field] }));
}
