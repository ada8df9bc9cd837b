/**
 * One row of the availability check's answer (DESIGN.md section 13, `POST domain_checks`): the
 * API writes it, the search screen reads it. Its states are declared here, the row by the check's
 * contract (src/lib/contracts/domain-shapes.ts).
 */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { domainContracts } from '../contracts/domain-contracts.ts';

export const availabilityStates = ['available', 'premium', 'registered_here', 'registered', 'reserved', 'blocked', 'invalid'] as const;
export type AvailabilityState = (typeof availabilityStates)[number];

/** A row as the check's contract writes it: both forms of the name, its state and why, the TLD's periods and the account's prices. */
export type AvailabilityRow = AnswerOf<typeof domainContracts.check>['data'][number];
