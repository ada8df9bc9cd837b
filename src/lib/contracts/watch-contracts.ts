/**
 * The routes of the watch overview, reports and brand protection by contract (api-contract.ts): where each is (watchRoutes, which the
 * portal's script may carry) and what it takes and answers (watchContracts, which the API registers
 * and the portal reads the types of).
 */
export const watchRoutes = {} as const;

export const watchContracts = {} as const;
