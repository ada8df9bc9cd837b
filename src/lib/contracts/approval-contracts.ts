/**
 * The routes of approvals and the changes that wait for them (DESIGN.md section 13) by contract (api-contract.ts): where each is (approvalRoutes, which the
 * portal's script may carry) and what it takes and answers (approvalContracts, which the API registers
 * and the portal reads the types of).
 */
export const approvalRoutes = {} as const;

export const approvalContracts = {} as const;
