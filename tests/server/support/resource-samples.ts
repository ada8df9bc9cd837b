/**
 * Finds, for a bound resource, stored records inside or outside an account, with the id of
 * their parent when the resource is nested, so tests can build their paths.
 */
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { BoundResource } from '../../../server/api/resources/bound-resource.ts';

export interface ResourceSample {
  id: number | string;
  groupId: string | null;
  parentId: number | null;
}

/** The parent's id as seen from a record of the table (`t`). */
function parentIdSql(resource: BoundResource): string | null {
  const parent = resource.binding.parent;
  if (!parent) return null;
  // A domain's DNS records are linked through its zone.
  if (parent.linkSql) return '(SELECT domain_id FROM dns_zones z WHERE z.id = t.zone_id)';
  return `t.${parent.column}`;
}

/**
 * Records of a resource that its generic writes accept: DS records by hand only where the
 * domain's zone is elsewhere (a zone of ours moves its DS on its DNSSEC page).
 */
const writableWhere: Readonly<Record<string, string>> = {
  'ds-records': 'NOT EXISTS (SELECT 1 FROM dns_zones z WHERE z.domain_id = t.domain_id)',
};

/** `writable`: only records the resource's generic writes accept (see writableWhere); `userIs`/`userIsNot`: per-user records' owner. */
export interface SampleWhere {
  groupIs?: string;
  groupIsNot?: string;
  userIs?: number;
  userIsNot?: number;
  writable?: boolean;
}

export function sampleRecord(db: DatabaseSync, resource: BoundResource, where: SampleWhere = {}): ResourceSample | null {
  return sampleRecords(db, resource, where, 'oldest', 1)[0] ?? null;
}

/** Up to `count` stored records, the oldest or the newest (highest id) first. */
export function sampleRecords(
  db: DatabaseSync,
  resource: BoundResource,
  where: SampleWhere = {},
  order: 'oldest' | 'newest' = 'oldest',
  count = 1,
): ResourceSample[] {
  const conditions: string[] = [];
  const params: SQLInputValue[] = [];
  for (const [column, value] of Object.entries(resource.binding.fixed ?? {})) {
    conditions.push(`t.${column} = ?`);
    params.push(value);
  }
  if (resource.binding.where) conditions.push(resource.binding.where);
  const writable = where.writable ? writableWhere[resource.declaration.name] : undefined;
  if (writable) conditions.push(writable);
  const parentSql = parentIdSql(resource);
  if (parentSql) conditions.push(`${parentSql} IS NOT NULL`);
  if (!resource.binding.catalogue) {
    if (where.groupIs) {
      conditions.push('t.group_id = ?');
      params.push(where.groupIs);
    }
    if (where.groupIsNot) {
      conditions.push('t.group_id != ?');
      params.push(where.groupIsNot);
    }
  }
  if (where.userIs !== undefined) {
    conditions.push('t.user_id = ?');
    params.push(where.userIs);
  }
  if (where.userIsNot !== undefined) {
    conditions.push('t.user_id != ?');
    params.push(where.userIsNot);
  }
  const sql = `SELECT t.id AS id, ${resource.binding.catalogue ? 'NULL' : 't.group_id'} AS group_id, ${parentSql ?? 'NULL'} AS parent_id
    FROM ${resource.binding.table} t ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY t.id ${order === 'newest' ? 'DESC' : ''} LIMIT ?`;
  return db.prepare(sql).all(...params, count).map((row) => ({
    id: typeof row.id === 'string' ? row.id : Number(row.id),
    groupId: row.group_id === null ? null : String(row.group_id),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
  }));
}

/** The list path of the resource in an account, its parameters filled from the sample. */
export function listPathOf(resource: BoundResource, context: string, sample: ResourceSample | null): string {
  const path = resource.declaration.apiPath.replace(/\{[A-Za-z]+\}/, String(sample?.parentId ?? 0));
  return `/groups/${context}/${path}`;
}

export function recordPathOf(resource: BoundResource, context: string, sample: ResourceSample): string {
  return `${listPathOf(resource, context, sample)}/${encodeURIComponent(String(sample.id))}`;
}
