/**
 * What a reader of another language must never see: raw i18n keys (`chrome:header.x`, a bare
 * `header.x`, `values.x`) and English chrome, i.e. a text that is exactly an English translation
 * whose translation in the reader's language differs (and is no translation of that language).
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

type Tree = { [key: string]: string | Tree };
const localeDirectory = new URL('../../src/content/locales/', import.meta.url);

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

/** `namespace:path` → text, for one language. */
function translations(language: string): Map<string, string> {
  const directory = new URL(`${language}/`, localeDirectory);
  return new Map(
    readdirSync(directory).flatMap((file) =>
      entries(JSON.parse(readFileSync(new URL(file, directory), 'utf8')) as Tree).map(([path, text]) => [`${file.replace(/\.json$/, '')}:${path}`, text] as [string, string]),
    ),
  );
}

const english = translations('en');
const namespaces = [...new Set([...english.keys()].map((key) => key.slice(0, key.indexOf(':'))))];
const namespacedKey = new RegExp(`\\b(?:${namespaces.join('|')}):[a-zA-Z][\\w.]*`);
const bareKeys = new Set([...english.keys()].map((key) => key.slice(key.indexOf(':') + 1).replace(/_(one|other)$/, '')).filter((path) => path.includes('.')));

export interface TextProblem {
  kind: 'raw key' | 'values. leftover' | 'English';
  text: string;
}

/** A text the reader sees; `data` when it shows records or documentation (a name may well be English). */
export interface SeenText {
  text: string;
  data: boolean;
}

/** Finds the problems in texts a reader of `language` sees. */
export function untranslatedTextChecker(language: 'es' | 'ja'): (texts: readonly SeenText[]) => TextProblem[] {
  const own = translations(language);
  const ownTexts = new Set(own.values());
  // English texts (without placeholders) that the language words differently.
  const englishOnly = new Set<string>();
  for (const [key, text] of english) {
    if (/\{\{|<\d>/.test(text) || !/[A-Za-z]{3}/.test(text)) continue;
    const translated = own.get(key);
    if (translated !== undefined && translated !== text && !ownTexts.has(text)) englishOnly.add(text);
  }
  return (texts) =>
    texts.flatMap(({ text, data }): TextProblem[] => {
      const problems: TextProblem[] = [];
      if (namespacedKey.test(text) || text.split(/\s+/).some((word) => bareKeys.has(word.replace(/[:：,.;)]+$/, '')))) problems.push({ kind: 'raw key', text });
      if (/(^|[\s(])values\.\w/.test(text)) problems.push({ kind: 'values. leftover', text });
      if (!data && englishOnly.has(text)) problems.push({ kind: 'English', text });
      return problems;
    });
}

/** Every text the reader sees: visible text nodes (outside code), placeholders, and the title. */
export function visibleTexts(page: Page): Promise<SeenText[]> {
  return page.evaluate(() => {
    // Each part of the title (`DNS · example.com · Domains · Portal`) is a text of its own; the last is the product's name.
    const titleParts = document.title.split(' · ');
    const texts = titleParts.map((text, index) => ({ text, data: index === titleParts.length - 1 }));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('code, pre, script, style')) continue;
      if (parent.checkVisibility({ visibilityProperty: true })) texts.push({ text, data: Boolean(parent.closest('tbody, dd, [data-testid="current-account"], .docs-content')) });
    }
    for (const input of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
      if (input.checkVisibility({ visibilityProperty: true })) texts.push({ text: input.placeholder, data: false });
    }
    return texts;
  });
}
