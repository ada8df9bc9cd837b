/**
 * "Our name servers": the provider's own (`ourNameservers` of orders/fulfil-order.ts, which a
 * domain ordered with our DNS is delegated to, and which the seed's NS records name:
 * ns1.meridian-dns.net, ns2.meridian-dns.net, ns3.meridian-dns.eu). A domain delegates to us when
 * at least one of its name servers (`domains.nameservers`, compared without case or a trailing
 * dot) is one of ours; it delegates elsewhere when it names others only; a zone without a domain
 * (a reverse zone) or a domain naming none is 'none'.
 */
import { ourNameservers } from '../orders/fulfil-order.ts';
import { sqlLiteral } from './report-sql.ts';

export type Delegation = 'ours' | 'other' | 'none';
export const delegations: readonly Delegation[] = ['ours', 'other', 'none'];

const ourList = `(${ourNameservers.map((host) => sqlLiteral(host.toLowerCase().replace(/\.$/, ''))).join(', ')})`;

/** True when the JSON array `nameserversSql` names one of ours. */
export function namesOursSql(nameserversSql: string): string {
  return `EXISTS (SELECT 1 FROM json_each(${nameserversSql}) ns WHERE lower(rtrim(ns.value, '.')) IN ${ourList})`;
}

/** 'ours' | 'other' | 'none' of a domain row `alias` (NULL: no domain). */
export function delegationSql(alias: string): string {
  return `CASE WHEN ${alias}.id IS NULL OR json_array_length(${alias}.nameservers) = 0 THEN 'none' WHEN ${namesOursSql(`${alias}.nameservers`)} THEN 'ours' ELSE 'other' END`;
}
