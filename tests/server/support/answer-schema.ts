/**
 * A validator for an answer schema of the OpenAPI document (server/api/openapi): JSON Schema
 * 2020-12 with formats, in strict mode, so a schema with an unknown keyword fails its test too.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export function answerValidator(schema: unknown) {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  return ajv.compile(schema as object);
}
