/**
 * Which fields an answer carries and how a row becomes a record: booleans as true/false, JSON
 * parsed, dotted fields nested (`registrant.name` → `registrant: { name }`). Asking for a
 * parent (`registrant`) gives all its fields; asking for some of its fields gives only those
 * (the portal sends each dotted field with its parent). `id` is always there.
 */
import type { BoundResource, FieldKind } from './bound-resource.ts';

export function selectedFields(resource: BoundResource, requested: readonly string[] | null): string[] {
  if (requested === null) return [...resource.recordFields];
  const chosen = new Set<string>(resource.fields.has('id') ? ['id'] : []);
  const parentsWithChildren = new Set(requested.filter((name) => name.includes('.')).map((name) => name.split('.')[0] ?? name));
  for (const name of requested) {
    if (parentsWithChildren.has(name)) continue;
    const children = resource.nestedParents.get(name);
    if (children && !resource.fields.has(name)) for (const child of children) chosen.add(child);
    else chosen.add(name);
  }
  return [...chosen];
}

function converted(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'boolean') return value === 1 || value === 1n || value === true;
  if (kind === 'json') return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return typeof value === 'bigint' ? Number(value) : value;
}

export function shapeRecord(resource: BoundResource, row: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const name of fields) {
    const field = resource.fields.get(name);
    if (!field) continue;
    const value = converted(field.kind, row[name]);
    const dot = name.indexOf('.');
    if (dot === -1) {
      record[name] = value;
      continue;
    }
    const parent = name.slice(0, dot);
    const existing = record[parent];
    const nested = existing !== null && typeof existing === 'object' && !Array.isArray(existing) ? (existing as Record<string, unknown>) : {};
    nested[name.slice(dot + 1)] = value;
    record[parent] = nested;
  }
  return record;
}
