/** A request schema as the document shows it: the declaration's, without the forms' `ui` hints. */
import { withoutUiKeys } from '../../../src/lib/validation/json-schema/without-ui-keys.ts';
import type { JsonObject } from './openapi-types.ts';

export function requestSchemaOf(schema: Record<string, unknown>): JsonObject {
  return withoutUiKeys(schema);
}
