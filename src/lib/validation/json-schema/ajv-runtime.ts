/**
 * Run-time schema compilation with ajv (`new Function`): for the server, build scripts and
 * tests only. Browser code must not import this module (the CSP forbids eval); it uses
 * precompiled validators instead (see compile-standalone-validators.ts).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import catalogues from 'ajv-i18n';
import { ajvOptions } from './ajv-options.ts';
import { registerErrorLocaliser } from './error-localisers.ts';
import type { CompiledValidator } from './json-text-report.ts';
import { validationLocales } from './validation-locales.ts';
import { withoutUiKeys } from './without-ui-keys.ts';

for (const locale of validationLocales) registerErrorLocaliser(locale, catalogues[locale]);

const ajv = new Ajv(ajvOptions);
addFormats(ajv);

// Keyed by the schema's text, so equal schemas built afresh per request share one compilation.
const compiled = new Map<string, CompiledValidator>();
const maxCompiled = 200;

/** The validator for `schema` with its `ui` keys removed; the schema is not changed. */
export function compileSchema(schema: object): CompiledValidator {
  const key = JSON.stringify(schema);
  const cached = compiled.get(key);
  if (cached) return cached;
  const stripped = withoutUiKeys(schema);
  const validate = ajv.compile(stripped);
  // ajv would otherwise keep every schema (and clash on a repeated $id) for ever.
  ajv.removeSchema(stripped);
  if (compiled.size >= maxCompiled) compiled.delete(compiled.keys().next().value ?? '');
  compiled.set(key, validate);
  return validate;
}
