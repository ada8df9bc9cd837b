/**
 * The routes of a zone's DNSSEC (DESIGN.md section 12, DNSSEC) by contract (api-contract.ts): where each is (dnssecRoutes, which the
 * portal's script may carry) and what it takes and answers (dnssecContracts, which the API registers
 * and the portal reads the types of).
 */
export const dnssecRoutes = {} as const;

export const dnssecContracts = {} as const;
