/**
 * The routes of signing in and out: password, two-factor code, single sign-on, token refresh, password resets by contract (api-contract.ts): where each is (signInRoutes, which the
 * portal's script may carry) and what it takes and answers (signInContracts, which the API registers
 * and the portal reads the types of).
 */
export const signInRoutes = {} as const;

export const signInContracts = {} as const;
