/**
 * What an edit of a domain may not do (DESIGN.md section 13): a new registrant is a material
 * change and waits for the account's approver, so it goes through POST domain_contact_changes,
 * never through PATCH. The other contacts, renewal settings and name servers stay editable.
 */
import { ApiError } from '../../http/api-error.ts';
import type { WriteContext } from '../resource-binding.ts';

export function checkDomainWrite(values: Readonly<Record<string, unknown>>, { before }: WriteContext): void {
  if (!before || !('registrant_contact_id' in values)) return;
  if ((values.registrant_contact_id ?? null) === (before.registrant_contact_id ?? null)) return;
  throw new ApiError(409, 'approval_required', 'A new registrant waits for the account\'s approver: change it with Change contacts (POST domain_contact_changes), not by editing the domain.', {
    details: { field: 'registrant_contact_id' },
  });
}
