/**
 * OpenAPI paths and schemas of the profile's routes (routes/profile.ts, routes/profile-security.ts):
 * none by hand any more. Every one of them is a contract (src/lib/contracts/profile-contracts.ts),
 * whose operation the document makes (contract-paths.ts).
 */
import type { JsonObject, PathItem } from './openapi-types.ts';

export function profileSchemas(): Record<string, JsonObject> {
  return {};
}

export function profilePaths(): Record<string, PathItem> {
  return {};
}
