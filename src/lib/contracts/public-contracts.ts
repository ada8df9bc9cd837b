/**
 * The routes of the public routes: health, redirects, the OpenAPI document by contract (api-contract.ts): where each is (publicRoutes, which the
 * portal's script may carry) and what it takes and answers (publicContracts, which the API registers
 * and the portal reads the types of).
 */
export const publicRoutes = {} as const;

export const publicContracts = {} as const;
