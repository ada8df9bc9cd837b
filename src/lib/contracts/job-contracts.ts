/**
 * The routes of bulk jobs and the tray's own routes (DESIGN.md section 13, bulk jobs) by contract (api-contract.ts): where each is (jobRoutes, which the
 * portal's script may carry) and what it takes and answers (jobContracts, which the API registers
 * and the portal reads the types of).
 */
export const jobRoutes = {} as const;

export const jobContracts = {} as const;
