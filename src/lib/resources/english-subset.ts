/**
 * Build time only: the English labels (namespace `resources`) one declaration's screens use, so
 * a page carries them as a prop instead of the whole resources.json.
 */
import type { Resources } from '../i18n/english-text.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

type Tree = Record<string, unknown>;

function pick(source: unknown, path: readonly string[], target: Tree): void {
  let from: unknown = source;
  let into = target;
  for (const [index, part] of path.entries()) {
    if (!from || typeof from !== 'object') return;
    from = (from as Tree)[part];
    if (from === undefined) return;
    if (index === path.length - 1) {
      into[part] = from;
      return;
    }
    into = (into[part] ??= {}) as Tree;
  }
}

export function englishSubset(resources: Resources, declarations: readonly ResourceDeclaration[], extraFields: readonly string[] = []): Resources {
  const subset: Tree = { boolean: resources.boolean, empty: resources.empty, reading: resources.reading };
  const keys = new Set<string>();
  for (const declaration of declarations) {
    for (const label of [declaration.label.one, declaration.label.other]) keys.add(label);
    for (const section of declaration.sections) keys.add(section.title);
    const properties = Object.entries((declaration.schema.properties ?? {}) as Record<string, Tree>);
    const fields = [...declaration.columns.map((column) => column.field), ...declaration.sections.flatMap((section) => section.fields), ...properties.map(([name]) => name), ...extraFields];
    for (const field of fields) keys.add(`resources:fields.${field}`);
    // A column may carry another field's label (a publish's created_at reads "Published").
    for (const column of declaration.columns) keys.add(column.label);
    for (const [, property] of properties) {
      const group = (property.ui as { group?: string } | undefined)?.group;
      if (group) keys.add(`resources:sections.${group}`);
      if (Array.isArray(property.enum)) for (const value of property.enum) if (value !== null) keys.add(`resources:values.${String(value)}`);
    }
    for (const column of declaration.columns) for (const value of column.values ?? []) keys.add(`resources:values.${value}`);
  }
  for (const key of keys) pick(resources, key.replace(/^resources:/, '').split('.'), subset);
  return subset;
}
