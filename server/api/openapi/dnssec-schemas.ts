/** The OpenAPI schemas of a zone's DNSSEC (routes/dnssec.ts; DESIGN.md section 12, DNSSEC), and its operations made from their contracts. */
import { dnssecContracts, dnssecResultShape, dnssecViewShape } from '../../../src/lib/contracts/dnssec-contracts.ts';
import type { JsonObject } from './openapi-types.ts';

export function dnssecSchemas(): Record<string, JsonObject> {
  return { DnssecView: dnssecViewShape, DnssecResult: dnssecResultShape, DnssecRollover: dnssecContracts.rollover.body };
}
