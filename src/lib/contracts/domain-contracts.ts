/**
 * The routes of searching, ordering and adding domains, platform calls, a domain's gap analysis and DNS statistics by contract (api-contract.ts): where each is (domainRoutes, which the
 * portal's script may carry) and what it takes and answers (domainContracts, which the API registers
 * and the portal reads the types of).
 */
export const domainRoutes = {} as const;

export const domainContracts = {} as const;
