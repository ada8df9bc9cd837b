/** The domain a platform call names, in the caller's scope (404 when it is not there). */
import { ApiError } from '../http/api-error.ts';
import { inScope } from '../resources/group-scope.ts';
import { failed, PlatformRefusal, type PlatformCallContext } from './platform-operation.ts';
import { platformMessage } from './platform-messages.ts';
import { writeDomain } from '../domains/domain-state.ts';

export interface DomainRow {
  id: number;
  group_id: string;
  name: string;
  unicode_name: string;
  tld: string;
  status: string;
  registered_at: string;
  expires_at: string;
  updated_at: string;
  auto_renew: number;
  renewal_period_years: number;
  registry_lock: number;
  transfer_lock: number;
  privacy: number;
  dnssec_enabled: number;
  nameservers: string;
  product_id: number | null;
  registrant_contact_id: number | null;
  version: number;
  registry_operator: string;
  registry_lock_supported: number;
  privacy_supported: number;
  auth_code_required: number;
  external: number;
  min_period_years: number;
  max_period_years: number;
}

const columns = `d.id, d.group_id, d.name, d.unicode_name, d.tld, d.status, d.registered_at, d.expires_at, d.updated_at, d.auto_renew,
  d.renewal_period_years, d.registry_lock, d.transfer_lock, d.privacy, d.dnssec_enabled, d.nameservers, d.product_id, d.registrant_contact_id,
  d.version, d.external, tld.registry_operator, tld.registry_lock_supported, tld.privacy_supported, tld.auth_code_required, tld.min_period_years, tld.max_period_years`;

export function findDomain({ statements, scope, fields, locale }: PlatformCallContext): DomainRow {
  const byId = typeof fields.domain_id === 'number';
  const row = statements
    .get(`SELECT ${columns} FROM domains d JOIN tlds tld ON tld.id = d.tld_id WHERE ${byId ? 'd.id = ?' : 'd.name = ? COLLATE NOCASE'}`)
    .get(byId ? (fields.domain_id as number) : String(fields.domain).toLowerCase().replace(/\.$/, ''));
  if (!row || !inScope(scope, row.group_id)) throw new ApiError(404, 'domain_not_found', 'No such domain in this account.');
  // Every operation is a registry's; a domain kept here for DNS and inventory only has none.
  if (row.external === 1) throw new PlatformRefusal(failed(409, platformMessage(locale, 'domain.external', { name: String(row.name) }), { name: row.name }));
  return row as unknown as DomainRow;
}

/** Applies a change to the domain row: bumps the version, stamps updated_at. */
export function updateDomain(context: PlatformCallContext, id: number, changes: Readonly<Record<string, string | number>>): void {
  writeDomain(context.db, id, changes, context.now);
}

export function auditDomain(context: PlatformCallContext, domain: DomainRow, action: string, before: unknown, after: unknown): void {
  const user = context.scope.auth.user;
  context.audit({
    groupId: domain.group_id, userId: user.id, username: user.username, area: 'domains', resourceType: 'domain', resourceId: domain.id,
    resourceName: domain.name, action, before, after, ip: context.ip, requestId: context.requestId, at: context.now,
  });
}
