/**
 * OpenAPI schemas of routes/intelligence-focus.ts (spec section 4, the prospect viewer): the SSL,
 * traffic and registry-lock focus of an intelligence item. Their operations are made from their
 * contracts (src/lib/contracts/intelligence-contracts.ts; contract-paths.ts); the document keeps
 * their answers as components too, the very schemas the contracts answer by.
 */
import { intelligenceContracts } from '../../../src/lib/contracts/intelligence-contracts.ts';
import type { JsonObject } from './openapi-types.ts';

export function intelligenceSchemas(): Record<string, JsonObject> {
  return {
    SslFocus: intelligenceContracts.sslFocus.answers[200].schema,
    TrafficFocus: intelligenceContracts.trafficFocus.answers[200].schema,
    RegistryLockFocus: intelligenceContracts.registryLockFocus.answers[200].schema,
  };
}
