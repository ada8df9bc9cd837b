/**
 * Deleting domains and changing their contacts, many at once (issue 12, items 5 and 6): both
 * are material changes that wait for the account's approver where DESIGN.md section 13 says
 * so. Through the data provider only (docs/ARCHITECTURE.md, "Layers").
 */
import type { AnswerOf } from '~/lib/contracts/api-contract';
import type { approvalContracts } from '~/lib/contracts/approval-contracts';
import { call } from '~/lib/data';

/** What deleting one domain means (the dry run), or what became of asking (the real one). */
export type DeletionRow = AnswerOf<typeof approvalContracts.deleteDomains>['data'][number];

export type Money = NonNullable<DeletionRow['refund']>;

/** Asks for the deletion (or, with `dryRun`, only what it would mean: the reason may still be empty then). */
export async function askDeletion(domainIds: readonly number[], reason: string, dryRun: boolean, signal?: AbortSignal): Promise<DeletionRow[]> {
  const answer = await call<{ data?: DeletionRow[] } | DeletionRow[]>('POST', 'domain_deletions', {
    body: { domain_ids: domainIds, ...(reason.trim() === '' ? {} : { reason: reason.trim() }), ...(dryRun ? { dry_run: true } : {}) },
    ...(signal ? { signal } : {}),
  });
  return Array.isArray(answer) ? answer : answer.data ?? [];
}

/** The words of a refusal's values the API leaves to the portal: a domain's state, in the reader's language. */
export function refusalValues(
  row: { domain_id: number; reason_values?: Record<string, string> },
  statuses: ReadonlyMap<number, string>,
  t: (key: string) => string,
): Record<string, string> {
  const status = row.reason_values?.status ?? statuses.get(row.domain_id);
  return { ...row.reason_values, ...(status ? { status: t(`domain-actions:status.${status}`) } : {}) };
}

export const contactRoles = ['registrant', 'admin', 'tech', 'billing'] as const;
export type ContactRole = (typeof contactRoles)[number];

export type ContactChoice = Partial<Record<ContactRole, string>>;

/** What became of changing one domain's contacts: the roles changed now, the registrant's change waiting, or the refusal. */
export type ContactChangeRow = AnswerOf<typeof approvalContracts.changeDomainContacts>['data'][number];

/** The body's `contacts`: only the roles chosen (an unchosen role stays as it is). */
export function contactsBody(choice: ContactChoice): Record<string, number> {
  const body: Record<string, number> = {};
  for (const role of contactRoles) {
    const value = choice[role];
    if (value) body[`${role}_contact_id`] = Number(value);
  }
  return body;
}

export async function changeContacts(domainIds: readonly number[], choice: ContactChoice): Promise<ContactChangeRow[]> {
  const answer = await call<{ data?: ContactChangeRow[] } | ContactChangeRow[]>('POST', 'domain_contact_changes', {
    body: { domain_ids: domainIds, contacts: contactsBody(choice) },
  });
  return Array.isArray(answer) ? answer : answer.data ?? [];
}
