/**
 * The routes of my profile: details, password, two-factor sign-in, sessions by contract (api-contract.ts): where each is (profileRoutes, which the
 * portal's script may carry) and what it takes and answers (profileContracts, which the API registers
 * and the portal reads the types of).
 */
export const profileRoutes = {} as const;

export const profileContracts = {} as const;
