/**
 * The OpenAPI paths and schemas of approvals (DESIGN.md section 13): the public approval link
 * (routes/approvals.ts), resend and cancel of a request (routes/approval-requests.ts), and the
 * per-domain changes that ask for approval (routes/domain-changes.ts). All are registered by
 * their contracts (src/lib/contracts/approval-contracts.ts), whose operations the document is
 * made from (contract-paths.ts): nothing is left to write by hand here.
 */
import type { JsonObject, PathItem } from './openapi-types.ts';

export function approvalSchemas(): Record<string, JsonObject> {
  return {};
}

export function approvalPaths(): Record<string, PathItem> {
  return {};
}
