/**
 * The routes of the intelligence focus pages by contract (api-contract.ts): where each is (intelligenceRoutes, which the
 * portal's script may carry) and what it takes and answers (intelligenceContracts, which the API registers
 * and the portal reads the types of).
 */
export const intelligenceRoutes = {} as const;

export const intelligenceContracts = {} as const;
