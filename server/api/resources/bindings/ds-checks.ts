/**
 * DS records by hand are for domains whose DNS is elsewhere: where the zone is ours, its DNSSEC
 * page moves DS and keys together (DESIGN.md section 12, DNSSEC), so a generic write could only
 * make the registry name a key the zone does not publish.
 */
import { dsDigestHexLengths, dsDigestTypeNames } from '../../../../src/lib/dns/dnssec-numbers.ts';
import { ApiError } from '../../http/api-error.ts';
import type { WriteContext } from '../resource-binding.ts';

export function refuseDsOfOurZone({ db, before, parentValue }: WriteContext): void {
  const domainId = before?.domain_id ?? parentValue;
  const zone = db.prepare('SELECT z.name FROM dns_zones z WHERE z.domain_id = ? LIMIT 1').get(domainId as number) as { name: string } | undefined;
  if (zone) {
    throw new ApiError(409, 'dnssec_managed', `DNSSEC of ${zone.name} is run by its zone here: turn it on, off or roll its keys on the domain's DNSSEC page, which keeps the DS in step.`);
  }
}

/** A DS given by hand: only where the zone is elsewhere, and its digest as long as its type says. */
export function checkDsWrite(values: Readonly<Record<string, unknown>>, context: WriteContext): void {
  refuseDsOfOurZone(context);
  const merged = { ...context.before, ...values };
  const length = dsDigestHexLengths[Number(merged.digest_type)];
  if (length !== undefined && String(merged.digest ?? '').length !== length) {
    throw new ApiError(400, 'invalid_field', `A ${dsDigestTypeNames[Number(merged.digest_type)]} digest has ${length} hexadecimal digits.`, {
      details: { field: 'digest', key: 'digestLength', values: { length: String(length) } },
    });
  }
}
