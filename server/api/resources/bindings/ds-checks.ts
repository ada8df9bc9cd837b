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

/** The same DS (key tag, algorithm, digest type and digest) at the registry already: two would say the same twice. */
function refuseSameDs(merged: Readonly<Record<string, unknown>>, { db, before, parentValue }: WriteContext): void {
  const domainId = before?.domain_id ?? parentValue;
  const same = db.prepare(`SELECT id FROM ds_records WHERE domain_id = ? AND key_tag = ? AND algorithm = ? AND digest_type = ? AND lower(digest) = lower(?)
    AND status <> 'removed' AND id <> ? LIMIT 1`).get(domainId as number, Number(merged.key_tag), Number(merged.algorithm), Number(merged.digest_type), String(merged.digest ?? ''), Number(before?.id ?? 0));
  if (same) {
    throw new ApiError(409, 'duplicate', `This DS (key tag ${String(merged.key_tag)}) is already at the registry.`, { details: { fields: ['key_tag'] } });
  }
}

/** A DS given by hand: only where the zone is elsewhere, its digest as long as its type says, and not one the registry has already. */
export function checkDsWrite(values: Readonly<Record<string, unknown>>, context: WriteContext): void {
  refuseDsOfOurZone(context);
  const merged = { ...context.before, ...values };
  const length = dsDigestHexLengths[Number(merged.digest_type)];
  if (length !== undefined && String(merged.digest ?? '').length !== length) {
    throw new ApiError(400, 'invalid_field', `A ${dsDigestTypeNames[Number(merged.digest_type)]} digest has ${length} hexadecimal digits.`, {
      details: { field: 'digest', key: 'digestLength', values: { length: String(length) } },
    });
  }
  refuseSameDs(merged, context);
}
