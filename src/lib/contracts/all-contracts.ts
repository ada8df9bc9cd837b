/** Every route written as a contract (api-contract.ts): the OpenAPI document is made from these, and a test holds the API's routes to them. */
import type { ApiContract } from './api-contract.ts';
import { zoneContracts } from './zone-contracts.ts';

export const allContracts: readonly ApiContract[] = [...Object.values(zoneContracts)];
