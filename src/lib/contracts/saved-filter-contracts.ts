/**
 * The routes of saved filters of a list by contract (api-contract.ts): where each is (savedFilterRoutes, which the
 * portal's script may carry) and what it takes and answers (savedFilterContracts, which the API registers
 * and the portal reads the types of).
 */
export const savedFilterRoutes = {} as const;

export const savedFilterContracts = {} as const;
