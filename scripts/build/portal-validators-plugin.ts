/**
 * Precompiled form validators (DESIGN.md section 10): the browser never compiles a schema, since
 * the CSP forbids `new Function`. Each declared resource gets its own virtual module,
 * `virtual:portal-validator/<name>`, whose source is ajv standalone code for that resource's
 * schema (export `validate`), so a record page loads only its own validator. The module
 * `virtual:portal-validators` maps every name to a loader (`validatorLoaders[name]()`), one
 * lazily loaded chunk each.
 *
 * Schemas that arrive only at run time (the API's per-TLD extension fields and the like) have no
 * module here and are not compiled in the browser at all: the form checks what it can (JSON
 * syntax, the widgets' own rules), submits, and the API validates with `validateData` and
 * answers 400 `validation_failed` with `errors: [{ instancePath, keyword, params, message }]`
 * in the caller's language, which the form shows as it shows its own errors
 * (see src/lib/validation/json-schema/compile-standalone-validators.ts).
 */
import type { Plugin } from 'vite';
import { compileStandaloneValidators } from '../../src/lib/validation/json-schema/compile-standalone-validators.ts';

export interface ValidatedResource {
  name: string;
  schema: Record<string, unknown>;
}

export const validatorModulePrefix = 'virtual:portal-validator/';
export const validatorIndexModule = 'virtual:portal-validators';
const resolvedPrefix = '\0';

/** The module's source for one resource: exports `validate`. */
export function validatorModuleSource(schema: Record<string, unknown>): string {
  return compileStandaloneValidators({ validate: schema });
}

function indexModuleSource(names: readonly string[]): string {
  const entries = names.map((name) => {
    const id = JSON.stringify(`${validatorModulePrefix}${name}`);
    return `  ${JSON.stringify(name)}: () => import(${id}).then((module) => module.validate),`;
  });
  return `export const validatorLoaders = {\n${entries.join('\n')}\n};\n`;
}

export function portalValidatorsPlugin(resources: readonly ValidatedResource[]): Plugin {
  const byName = new Map(resources.map((resource) => [resource.name, resource.schema]));
  return {
    name: 'portal-validators',
    resolveId(id) {
      if (id === validatorIndexModule || id.startsWith(validatorModulePrefix)) return `${resolvedPrefix}${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined;
      const request = id.slice(resolvedPrefix.length);
      if (request === validatorIndexModule) return indexModuleSource([...byName.keys()]);
      if (!request.startsWith(validatorModulePrefix)) return undefined;
      const name = request.slice(validatorModulePrefix.length);
      const schema = byName.get(name);
      if (!schema) throw new Error(`No declared resource named ${JSON.stringify(name)} for ${request}`);
      return validatorModuleSource(schema);
    },
  };
}
