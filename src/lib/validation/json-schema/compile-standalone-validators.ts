/**
 * Build time: compiles schemas into an ES module of validators (ajv standalone), so the browser
 * validates without `new Function`, which the portal's CSP (no `unsafe-eval`) forbids.
 *
 * A build script writes the returned source to a module; islands import a validator from it
 * and pass it to `reportJsonText`, or pass its `errors` to `localiseErrors`.
 *
 * Schemas that only arrive at run time (for instance per-TLD extension fields served by the
 * API) are never compiled in the browser, not even in a lazily loaded chunk, since ajv needs
 * eval wherever it runs. The browser checks such JSON text for syntax only (`reportJsonSyntax`)
 * and submits; the API validates with `validateData` and answers 422 with
 * `{ errors: ValidationErrorItem[] }`, messages in the caller's language, which the form shows
 * as it shows its own errors.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { ajvOptions } from './ajv-options.ts';
import { withoutUiKeys } from './without-ui-keys.ts';

const exportName = /^[A-Za-z_$][\w$]*$/;
const requireCall = /require\("([^"\\]+)"\)/g;

/**
 * ajv's ESM output still `require`s its runtime helpers and ajv-formats' formats. These become
 * imports; `cjs` copes with both Node's and bundlers' view of a CommonJS module's namespace.
 */
function asPureEsm(source: string): string {
  const specifiers = [...new Set(Array.from(source.matchAll(requireCall), (match) => match[1] ?? ''))];
  if (specifiers.length === 0) return source;
  const imports = specifiers.map((specifier, index) => {
    const file = specifier.endsWith('.js') ? specifier : `${specifier}.js`;
    return `import * as ajvDependency${index} from ${JSON.stringify(file)};`;
  });
  const body = source.replace(requireCall, (_, specifier: string) => `cjs(ajvDependency${specifiers.indexOf(specifier)})`);
  const interop = 'const cjs = (namespace) => (namespace.default?.__esModule ? namespace.default : namespace);';
  return `${imports.join('\n')}\n${interop}\n${body}\n`;
}

/**
 * ES module source exporting one validator per entry, named after its key (keys must be
 * JavaScript identifiers). `ui` keys are removed first; options match the run-time ajv.
 */
export function compileStandaloneValidators(schemas: Readonly<Record<string, object>>): string {
  const ajv = new Ajv({ ...ajvOptions, code: { source: true, esm: true } });
  addFormats(ajv);
  const exports: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    if (!exportName.test(name)) throw new Error(`Validator name ${JSON.stringify(name)} is not a JavaScript identifier`);
    ajv.addSchema(withoutUiKeys(schema), name);
    exports[name] = name;
  }
  return asPureEsm(standaloneCode(ajv, exports));
}
