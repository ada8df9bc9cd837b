/**
 * The routes of home, pulse and the invoicing overview (DESIGN.md section 14) by contract (api-contract.ts): where each is (dashboardRoutes, which the
 * portal's script may carry) and what it takes and answers (dashboardContracts, which the API registers
 * and the portal reads the types of).
 */
export const dashboardRoutes = {} as const;

export const dashboardContracts = {} as const;
