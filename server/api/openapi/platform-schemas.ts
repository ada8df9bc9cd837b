/** The OpenAPI schemas of platform calls (routes/platform-calls.ts): the very schemas its contract takes and answers, named. */
import { platformAnswerShape, platformCallBody } from '../../../src/lib/contracts/domain-shapes.ts';
import type { JsonObject } from './openapi-types.ts';

export function platformSchemas(): Record<string, JsonObject> {
  return { PlatformCall: platformCallBody, PlatformAnswer: platformAnswerShape };
}
