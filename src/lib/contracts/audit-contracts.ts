/**
 * The routes of the audit log's own routes (an area's entries, one entry) by contract (api-contract.ts): where each is (auditRoutes, which the
 * portal's script may carry) and what it takes and answers (auditContracts, which the API registers
 * and the portal reads the types of).
 */
export const auditRoutes = {} as const;

export const auditContracts = {} as const;
