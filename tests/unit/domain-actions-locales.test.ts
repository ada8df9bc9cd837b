/**
 * The `domain-actions` namespace: the same keys and placeholders in English, Spanish and
 * Japanese (Japanese has only `_other` plurals), nothing left in English, and a text for every
 * key the screens ask for, the ones they build from a value too (states, reasons, roles).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/domain-actions.json';
import es from '~/content/locales/es/domain-actions.json';
import ja from '~/content/locales/ja/domain-actions.json';
import { additionReasonKeys, nameReasonKeys } from '~/lib/domains/name-reasons';
import { domainStatuses } from '~/lib/schemas/domain';
import { orderStatuses } from '~/lib/schemas/order';
import type { DomainAction } from '~/islands/domains/actions/action-availability';
import { contactRoles } from '~/islands/domains/bulk/bulk-api';

function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const placeholders = (text: string): string[] => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
const withoutPlural = (key: string) => key.replace(/_(one|other)$/, '');
const english = new Map(leaves(en));
// Names and codes that read the same in every language.
const sameEverywhere = new Set(['info.fields.dnssec']);

describe.each([['es', es], ['ja', ja]] as const)('domain-actions in %s', (language, translated) => {
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

describe('every key the screens ask for', () => {
  const has = (key: string) => english.has(key) || english.has(`${key}_other`);

  it('exists in English, as written in the code', () => {
    const used = ['actions', 'bulk', 'add'].flatMap((folder) => sourceFiles(join('src/islands/domains', folder)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/domain-actions:([\w.]+)(?![\w.$])/g)].map((match) => match[1]!))
      .filter((key) => !key.endsWith('.'));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !has(key))).toEqual([]);
  });

  it('exists for every value a key is built from', () => {
    const built = [
      ...domainStatuses.flatMap((status) => [`status.${status}`, `statusLabel.${status}`]),
      ...orderStatuses.map((status) => `orderStatus.${status}`),
      ...contactRoles.map((role) => `roles.${role}`),
      ...[...nameReasonKeys, ...additionReasonKeys, 'duplicate', 'not_found', 'external', 'status', 'registry_locked', 'approval_pending', 'contact_not_found']
        .map((key) => `reasons.${key}`),
      ...['status', 'noRegistryLock', 'noPrivacy', 'registryLocked', 'unlockPending', 'transferredOut'].map((key) => `why.${key}`),
      ...['roid', 'registry', 'status', 'created', 'expires', 'updated', 'registryLock', 'transferLock', 'autoRenew', 'nameservers', 'dnssec'].map((key) => `info.fields.${key}`),
      ...['auth_code_blank', 'auth_code_ignored'].map((key) => `add.warnings.${key}`),
    ];
    expect(built.filter((key) => !has(key))).toEqual([]);
    const actions: DomainAction[] = ['renew', 'lock', 'unlock', 'transferLock', 'privacy', 'authCode', 'info'];
    expect(actions.filter((action) => !has(`${action}.action`))).toEqual([]);
  });
});
