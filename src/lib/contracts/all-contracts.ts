/**
 * Every fixed route written as a contract (api-contract.ts), by area: the OpenAPI document is made
 * from these and the contracts made when the API starts (the declared resources', resource-contracts.ts,
 * and the audit log's, audit-contracts.ts), and a test holds the API's routes to them.
 */
import type { ApiContract } from './api-contract.ts';
import { approvalContracts } from './approval-contracts.ts';
import { dashboardContracts } from './dashboard-contracts.ts';
import { dnssecContracts } from './dnssec-contracts.ts';
import { domainContracts } from './domain-contracts.ts';
import { intelligenceContracts } from './intelligence-contracts.ts';
import { jobContracts } from './job-contracts.ts';
import { profileContracts } from './profile-contracts.ts';
import { publicContracts } from './public-contracts.ts';
import { reportContracts } from './report-contracts.ts';
import { savedFilterContracts } from './saved-filter-contracts.ts';
import { signInContracts } from './sign-in-contracts.ts';
import { watchContracts } from './watch-contracts.ts';
import { zoneContracts } from './zone-contracts.ts';

/** An area's contracts (an area without any yet is an empty object). */
const routesOf = (area: Readonly<Record<string, ApiContract>>): ApiContract[] => Object.values(area);

// In the order the reference reads them: the public and sign-in routes and the profile first, as before they were contracts.
export const allContracts: readonly ApiContract[] = [
  ...routesOf(publicContracts), ...routesOf(signInContracts), ...routesOf(profileContracts), ...routesOf(savedFilterContracts),
  ...routesOf(zoneContracts), ...routesOf(dnssecContracts), ...routesOf(approvalContracts), ...routesOf(domainContracts), ...routesOf(jobContracts),
  ...routesOf(reportContracts), ...routesOf(dashboardContracts), ...routesOf(watchContracts), ...routesOf(intelligenceContracts),
];
