/**
 * Where the tray's records lead (DESIGN.md section 11: a row opens the record it names): a
 * domain, contact or certificate to its page, a DNS record to its zone's editor when the item
 * knows the domain, else to the record search filtered to it; each kind to its list in the tray
 * (`/tray/records?filter[resource_type]=…`, the list address's legacy filter) and to the list it
 * is filled from. The pages themselves are the resource declarations', read when the page is
 * built (src/screens/tray-pages.ts) and handed to the tray screen. Pure.
 */
import type { RowDestination } from '../resources/resource-declaration.ts';
import { fillRoutePattern } from '../routes/route-pattern.ts';
import { trayKinds, type TrayResource, type TrayResourceType } from '../schemas/tray-kinds.ts';

/** The pages of the tray's kinds, from their declarations. */
export interface TrayPages {
  /** Where an item of each kind leads: the tray list's row destinations for that kind. */
  records: Readonly<Record<TrayResource, readonly RowDestination[]>>;
  /** The list each kind is gathered from, and the permission that shows it. */
  sources: Readonly<Record<TrayResource, { href: string; permission: string }>>;
  /** The record search, for a DNS record known only by its id. */
  recordSearch: string;
}

/** The tray's kinds in the order the tray shows them. */
export const trayResources: readonly TrayResource[] = ['domains', 'dns-records', 'contacts', 'ssl-certificates'];

const resourceOf = new Map<string, TrayResource>(Object.entries(trayKinds).map(([resource, type]) => [type, resource as TrayResource]));

export function resourceOfType(type: string): TrayResource | undefined {
  return resourceOf.get(type);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const positive = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** The domain a DNS record item belongs to, where the item says (`domain_id`, or in its `data`). */
export function domainIdOf(item: { domain_id?: unknown; data?: unknown }): number | undefined {
  const data = isRecord(item.data) ? item.data : {};
  return positive(item.domain_id) ?? positive(data.domain_id) ?? positive(data.parent_id);
}

/** The page of one record of the tray: the first destination its fields fill. */
export function recordHref(pages: TrayPages, resource: string, id: number, domainId?: number): string | undefined {
  const row: Readonly<Record<string, number | undefined>> = { resource_id: id, domain_id: domainId };
  for (const destination of pages.records[resource as TrayResource] ?? []) {
    const path = fillRoutePattern(destination.pattern, Object.fromEntries(Object.entries(destination.parameters).map(([name, field]) => [name, row[field]])));
    if (path) return path;
  }
  return resource === 'dns-records' ? `${pages.recordSearch}?filter[id]=${id}` : undefined;
}

/** The tray's own list of one kind. */
export function trayRecordsHref(type: TrayResourceType): string {
  return `/tray/records?filter[resource_type]=${type}`;
}

/** The job's own page (the tray, reading the job from its address). */
export function jobHref(id: number): string {
  return `/tray?job=${id}`;
}

/** The job an address names (`?job=12`), or undefined; anything but a positive whole number names none. */
export function jobIdFromSearch(search: string): number | undefined {
  const value = new URLSearchParams(search).get('job');
  return value === null ? undefined : positive(value);
}

/** An approval request's page. */
export function approvalRequestHref(id: number): string {
  return `/domains/approval-requests/${id}`;
}
