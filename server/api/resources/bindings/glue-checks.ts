/**
 * What a glue record must be beyond its schema: a host under its own domain (in bailiwick: the
 * registry accepts glue only there), with at least one address, and once per domain.
 */
import { ApiError } from '../../http/api-error.ts';
import type { WriteContext } from '../resource-binding.ts';

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function fieldError(field: string, key: string, message: string, values: Record<string, string> = {}): ApiError {
  return new ApiError(400, 'invalid_field', message, { details: { field, key, values } });
}

export function checkGlueWrite(values: Readonly<Record<string, unknown>>, { db, before, parentValue }: WriteContext): void {
  const domainId = before?.domain_id ?? parentValue;
  const merged = { ...before, ...values };
  const hostname = typeof merged.hostname === 'string' ? merged.hostname.toLowerCase().replace(/\.$/, '') : '';
  const domain = db.prepare('SELECT name FROM domains WHERE id = ?').get(domainId as number) as { name: string } | undefined;
  if (!domain) return;
  if (!hostname.endsWith(`.${domain.name.toLowerCase()}`)) {
    throw fieldError('hostname', 'glueOutOfBailiwick', `A glue record's host name must be under ${domain.name}, such as ns1.${domain.name}.`, { domain: domain.name });
  }
  if (asList(merged.ipv4_addresses).length + asList(merged.ipv6_addresses).length === 0) {
    throw fieldError('ipv4_addresses', 'glueNeedsAddress', 'A glue record needs at least one IPv4 or IPv6 address.');
  }
  const clash = db.prepare('SELECT id FROM glue_records WHERE domain_id = ? AND lower(rtrim(hostname, \'.\')) = ? AND id IS NOT ?').get(domainId as number, hostname, (before?.id as number | undefined) ?? null);
  if (clash) throw new ApiError(409, 'duplicate', `${domain.name} already has a glue record for ${hostname}.`, { details: { fields: ['hostname'] } });
}
