/**
 * One i18n namespace in English, Spanish and Japanese: the same keys (Japanese has only the
 * `_other` plural form), the same placeholders in each text, nothing left in English; and the
 * keys the screens ask for, to check against English.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

type Texts = [key: string, text: string][];

function leaves(node: unknown, prefix = ''): Texts {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const plural = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
function placeholdersByKey(texts: Texts): Map<string, string[]> {
  const keys = new Map<string, Set<string>>();
  for (const [key, text] of texts) {
    const names = keys.get(key.replace(plural, '')) ?? new Set<string>();
    for (const name of placeholders(text)) names.add(name);
    keys.set(key.replace(plural, ''), names);
  }
  return new Map([...keys].map(([key, names]) => [key, [...names].sort()]));
}

export interface TranslationOptions {
  sameEverywhere?: Iterable<string>;
  shortTextsMayMatch?: boolean;
}

export function describeTranslations(
  namespace: string,
  { en, es, ja }: { en: unknown; es: unknown; ja: unknown },
  { sameEverywhere = [], shortTextsMayMatch = true }: TranslationOptions = {},
): void {
  const englishTexts = leaves(en);
  const english = new Map(englishTexts);
  const leftAlone = new Set(sameEverywhere);

  describe.each([['es', es], ['ja', ja]] as const)(`${namespace} in %s`, (language, translated) => {
    const texts = leaves(translated);
    const other = new Map(texts);

    it('has the English keys (Japanese: one plural form)', () => {
      const expected = language === 'ja'
        ? [...new Set([...english.keys()].map((key) => key.replace(/_one$/, '_other')))].sort()
        : [...english.keys()].sort();
      expect([...other.keys()].sort()).toEqual(expected);
    });

    it('names the same placeholders in each text', () => {
      for (const [key, text] of other) {
        const source = english.get(key) ?? english.get(`${key.replace(/_(one|other)$/, '')}_other`) ?? '';
        expect(placeholders(text), key).toEqual(placeholders(source));
      }
      const byKey = placeholdersByKey(texts);
      for (const [key, names] of placeholdersByKey(englishTexts)) expect(byKey.get(key), `${key} (all its forms)`).toEqual(names);
    });

    it('is translated, not English left over', () => {
      const untranslated = texts.filter(([key, text]) => english.get(key) === text && !(shortTextsMayMatch && text.length <= 4) && !leftAlone.has(key));
      expect(untranslated).toEqual([]);
    });

    if (language === 'ja') {
      it('uses only the other plural form', () => {
        expect(texts.filter(([key]) => /_(zero|one|two|few|many)$/.test(key))).toEqual([]);
      });
    }
  });
}

export function englishKeys(en: unknown): Set<string> {
  const keys = leaves(en).map(([key]) => key);
  return new Set([...keys, ...keys.filter((key) => key.endsWith('_other')).map((key) => key.replace(/_other$/, ''))]);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });
}

export function keysAskedFor(namespace: string, folders: string[]): string[] {
  const written = new RegExp(`${namespace.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}:([\\w.]+)(?![\\w.$])`, 'g');
  return folders.flatMap(sourceFiles)
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(written)].map((match) => match[1]!))
    .filter((key) => !key.endsWith('.'));
}
