/**
 * The English labels one list needs from `resources.json` (entity, its columns, enum values,
 * yes/no, empty), computed at build time so the browser never loads the whole file.
 */
import type { ResourceDeclaration } from '~/lib/resources/resource-declaration';
import { enumValueLabel } from '~/lib/resources/resource-declaration';

type Words = Record<string, unknown>;
type Translate = (key: string) => string;

function place(words: Words, path: string[], text: string): void {
  let node = words;
  for (const part of path.slice(0, -1)) {
    const next = node[part];
    if (typeof next === 'object' && next !== null) node = next as Words;
    else node = node[part] = {};
  }
  node[path[path.length - 1]!] = text;
}

export function resourceWordsFor(declarations: readonly ResourceDeclaration[], translate: Translate): Words {
  const keys = new Set<string>(['resources:boolean.yes', 'resources:boolean.no', 'resources:empty']);
  for (const declaration of declarations) {
    keys.add(declaration.label.one).add(declaration.label.other);
    for (const column of declaration.columns) {
      keys.add(column.label);
      for (const value of column.values ?? []) keys.add(enumValueLabel(value));
    }
  }
  const words: Words = {};
  for (const key of keys) {
    const text = translate(key);
    if (text !== key) place(words, key.replace(/^resources:/, '').split('.'), text);
  }
  return words;
}
