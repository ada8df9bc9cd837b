/**
 * What the pulse counts (DESIGN.md section 14), each kind from one or more declared resources
 * filtered with PQL over a period (`between from,to`: the date part of the field, both days
 * included), so a kind with one source links to its list filtered the same way:
 *
 * - registrations: domains by `registered_at`;
 * - renewals: completed renewal orders by `completed_at` (their domain), and renewals made on the
 *   domain itself — a platform call or a bulk job, which write the audit entry `renew` on the
 *   domain and no order — by the entry's `created_at`. Two sources, so no single list: no `pql`;
 * - expiries: domains by `expires_at`;
 * - dns_publishes: zone publishes (dns_zone_versions after the first, the DNS log) by `created_at`;
 * - certificate_issuances: SSL certificates by `issued_at`;
 * - watch_matches: look-alike domains a watch found (watch_domains) by `created_at` (their watch).
 *
 * A kind shows when the caller holds its permission (the view permission of its records).
 */
import type { PulseKind } from './dashboard-types.ts';

export interface PulseSource {
  /** The declared resource counted. */
  resource: string;
  /** The PQL filter for the days `from` to `to` (both YYYY-MM-DD). */
  pql(from: string, to: string): string;
  /** The field whose day the record counts on, and the event's time. */
  at: string;
  /** The field the event reads as. */
  label: string;
  /** The record the event opens: a declared resource and the field holding its id. */
  opens: { resource: string; id: string };
}

export interface PulseKindDeclaration {
  kind: PulseKind;
  permission: string;
  sources: readonly PulseSource[];
}

const between = (field: string) => (from: string, to: string) => `${field} between ${from},${to}`;

export const pulseKindDeclarations: readonly PulseKindDeclaration[] = [
  {
    kind: 'registrations',
    permission: 'view-domains',
    sources: [{ resource: 'domains', pql: between('registered_at'), at: 'registered_at', label: 'name', opens: { resource: 'domains', id: 'id' } }],
  },
  {
    kind: 'renewals',
    permission: 'view-domains',
    sources: [
      {
        resource: 'orders',
        pql: (from, to) => `kind equals renewal and status equals completed and completed_at between ${from},${to}`,
        at: 'completed_at',
        label: 'domain_name',
        opens: { resource: 'domains', id: 'domain_id' },
      },
      {
        resource: 'audit-log',
        pql: (from, to) => `resource_type equals domain and action equals renew and created_at between ${from},${to}`,
        at: 'created_at',
        label: 'resource_name',
        opens: { resource: 'domains', id: 'resource_id' },
      },
    ],
  },
  {
    kind: 'expiries',
    permission: 'view-domains',
    sources: [{ resource: 'domains', pql: between('expires_at'), at: 'expires_at', label: 'name', opens: { resource: 'domains', id: 'id' } }],
  },
  {
    kind: 'dns_publishes',
    permission: 'view-dns',
    sources: [{ resource: 'dns-publishes', pql: between('created_at'), at: 'created_at', label: 'zone.name', opens: { resource: 'domains', id: 'zone.domain_id' } }],
  },
  {
    kind: 'certificate_issuances',
    permission: 'view-ssls',
    sources: [{ resource: 'ssl-certificates', pql: between('issued_at'), at: 'issued_at', label: 'common_name', opens: { resource: 'ssl-certificates', id: 'id' } }],
  },
  {
    kind: 'watch_matches',
    permission: 'view-watch',
    sources: [{ resource: 'watch-domains', pql: between('created_at'), at: 'created_at', label: 'name', opens: { resource: 'watches', id: 'watch_id' } }],
  },
];
