/**
 * The `tray` namespace: the same keys and placeholders in English, Spanish and Japanese
 * (Japanese has only `_other` plurals), nothing left in English, and a text for every key the
 * tray screens and the job watcher ask for, the ones built from a value too (kinds, actions,
 * states, templates, contact fields).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/tray.json';
import es from '~/content/locales/es/tray.json';
import ja from '~/content/locales/ja/tray.json';
import { dnsTemplateIds } from '~/lib/dns/dns-templates';
import { trayKinds } from '~/lib/schemas/tray-kinds';
import { jobItemStates, jobStates } from '~/lib/tray/job-types';
import { contactRoles, contactTextFields, trayActions } from '~/lib/tray/tray-actions';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
const withoutPlural = (key: string) => key.replace(/_(one|other)$/, '');
const english = new Map(leaves(en));
// Names and patterns that read the same in every language.
const sameEverywhere = new Set([
  'job.title', 'job.filterState', 'job.percent', 'dialog.withCost',
  'options.templates.google-workspace.name', 'options.templates.microsoft-365.name',
]);

describe.each([['es', es], ['ja', ja]] as const)('tray in %s', (language, translated) => {
  const other = new Map(leaves(translated));

  it('has the English keys (Japanese: one plural form)', () => {
    const expected = language === 'ja'
      ? [...new Set([...english.keys()].map((key) => (key.endsWith('_one') ? `${withoutPlural(key)}_other` : key)))].sort()
      : [...english.keys()].sort();
    expect([...other.keys()].sort()).toEqual(expected);
  });

  it('names the same placeholders in each text', () => {
    for (const [key, text] of other) {
      const source = english.get(key) ?? english.get(`${withoutPlural(key)}_other`) ?? '';
      expect(placeholders(text), key).toEqual(placeholders(source));
    }
  });

  it('is translated, not English left over', () => {
    const untranslated = [...other].filter(([key, text]) => english.get(key) === text && text.length > 4 && !sameEverywhere.has(key));
    expect(untranslated).toEqual([]);
  });
});

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((entry) => {
    const path = join(directory, entry);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe('every key the tray asks for', () => {
  const has = (key: string) => english.has(key) || english.has(`${key}_other`);

  it('exists in English, as written in the code', () => {
    const used = ['src/islands/tray', 'src/lib/tray'].flatMap(sourceFiles)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/tray:([\w.]+)(?![\w.$])/g)].map((match) => match[1]!))
      .filter((key) => !key.endsWith('.'));
    expect(used.length).toBeGreaterThan(80);
    expect(used.filter((key) => !has(key))).toEqual([]);
  });

  it('exists for every value a key is built from', () => {
    const built = [
      ...Object.values(trayKinds).flatMap((type) => [`kinds.${type}.title`, `kinds.${type}.count`, `kinds.${type}.removeAll`]),
      ...jobStates.map((state) => `state.${state}`),
      ...jobItemStates.map((state) => `itemState.${state}`),
      ...trayActions.flatMap((action) => {
        const base = `actions.${action.resource}.${action.name}`;
        const confirms = action.options.some((field) => field.kind === 'switch') ? [`${base}.confirmOn`, `${base}.confirmOff`] : [`${base}.confirm`];
        return [`${base}.label`, `${base}.description`, `${base}.progress`, `${base}.final`, ...confirms];
      }),
      ...dnsTemplateIds.flatMap((id) => [`options.templates.${id}.name`, `options.templates.${id}.description`]),
      ...contactTextFields.map((field) => `options.contactFields.${field.name}`),
      ...contactRoles.map((role) => `options.roles.${role}`),
      ...['required', 'tooFew', 'tooMany', 'hostname', 'address', 'duplicate'].map((key) => `options.nameserverProblems.${key}`),
      ...['on', 'off'].map((key) => `options.${key}`),
      ...['all', 'eligible', 'ineligible'].map((key) => `dialog.show.${key}`),
      ...['failed', 'skipped', 'waiting', 'cancelled', 'progress', 'final'].map((key) => `watch.${key}`),
    ];
    expect(built.filter((key) => !has(key))).toEqual([]);
  });
});
