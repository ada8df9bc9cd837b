/**
 * The routes of reports (DESIGN.md section 14) by contract (api-contract.ts): where each is (reportRoutes, which the
 * portal's script may carry) and what it takes and answers (reportContracts, which the API registers
 * and the portal reads the types of).
 */
export const reportRoutes = {} as const;

export const reportContracts = {} as const;
