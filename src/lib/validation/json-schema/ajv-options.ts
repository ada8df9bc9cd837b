/**
 * Options shared by the run-time and the build-time (standalone) ajv, so a schema behaves the
 * same wherever it is compiled.
 */
import type { Options } from 'ajv';

export const ajvOptions = {
  allErrors: true,
  allowUnionTypes: true,
  // Schemas served by the API may carry annotations ajv does not know; they are ignored.
  strict: false,
} as const satisfies Options;
