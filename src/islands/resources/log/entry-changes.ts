/**
 * What an audit entry changed, field by field: `before` and `after` hold whole records on
 * create and delete and the changed fields on update; fields equal on both sides (differingFields)
 * are left out, and so are joined records (a domain's `registrant`): the reference beside them
 * (`registrant_contact_id`) already shows the change, by name.
 */
import type { AuditEntry } from '~/lib/data/audit-entries';
import { differingFields } from '~/lib/values/same-value';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const bookkeeping = new Set(['id', 'version', 'created_at', 'updated_at', 'group_id']);

function asObject(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>, isJoined: (field: string) => boolean = () => false): FieldChange[] {
  const before = asObject(entry.before);
  const after = asObject(entry.after);
  return differingFields(before, after)
    .filter((field) => !bookkeeping.has(field) && !isJoined(field))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}
