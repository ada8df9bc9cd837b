/**
 * One schema failure as the portal shows it and the API answers it (spec section 3): the
 * same shape whether ajv ran in the browser (precompiled) or on the server.
 */
export interface ValidationErrorItem {
  /** JSON Pointer to the failing value, `''` for the document itself. */
  instancePath: string;
  keyword: string;
  /** Keyword details from ajv; `allowedValues` lists the choices when `keyword` is `enum`. */
  params: ValidationErrorParams;
  /** Localised text. */
  message: string;
}

export interface ValidationErrorParams {
  allowedValues?: readonly unknown[];
  [name: string]: unknown;
}
