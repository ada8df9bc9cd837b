/**
 * "New" on every list whose declaration allows create (driven by the resource declarations):
 * the schema's form takes a valid record, saves it, and the API then holds it. A creatable
 * family without a sample below fails here, so a new one cannot slip by untested.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resourceDeclarations } from '../../src/lib/resources/index.ts';
import type { ResourceDeclaration } from '../../src/lib/resources/resource-declaration.ts';
import { waitForBoot } from './console-watch.ts';
import { e2eApiBase } from './e2e-environment.ts';
import { signInAs } from './signed-in.ts';

type Row = Record<string, unknown>;
/** A field's value as typed or chosen; `{ pick }` chooses a reference by typing part of its name. */
type Value = string | boolean | { pick: string };

interface SampleContext {
  unique: string;
  /** Six digits, different for each worker and repetition. */
  digits: string;
  parent: Row | undefined;
  api: <T>(path: string) => Promise<T>;
}

interface Sample {
  fields: Record<string, Value>;
  /** The field and value the saved record is found by (default: the display field's). */
  check?: [string, string];
}

const apiPathOf = (name: string) => resourceDeclarations.find((declaration) => declaration.name === name)!.apiPath;

const contactLike = (unique: string) => ({ email: `${unique}@example.com`, street1: '1 Test Street', city: 'London', country_code: 'gb' });
const rule = (unique: string) => ({ rule_name: unique, action: 'renewal', currency: 'EUR' });

/** One valid new record per creatable family; `unique` is lowercase letters and digits. */
const samples: Record<string, (context: SampleContext) => Sample | Promise<Sample>> = {
  'ds-records': ({ digits }) => ({ fields: { key_tag: String(Number(digits) % 65536), algorithm: '13', digest_type: '2', digest: 'AB'.repeat(32) } }),
  'glue-records': ({ unique, parent }) => ({ fields: { hostname: `${unique}.${String(parent!.name)}`, ipv4_addresses: '192.0.2.10' } }),
  contacts: ({ unique }) => ({ fields: { label: `${unique} label`, name: unique, ...contactLike(unique) } }),
  'registry-handles': ({ unique }) => ({ fields: { registry: 'Verisign', handle: unique.toUpperCase() } }),
  'ssl-organisations': ({ unique }) => ({ fields: { name: unique, contact_name: 'Ada Test', ...contactLike(unique) } }),
  tlds: ({ unique }) => ({ fields: { name: unique, unicode_name: unique, label_count: '1', kind: 'generic', registry_operator: 'Test Registry' } }),
  products: ({ unique }) => ({ fields: { code: unique, name: unique, kind: 'domain' } }),
  'registrar-templates': ({ unique }) => ({ fields: { name: unique, registrar: 'Test Registrar' } }),
  blocks: ({ unique }) => ({ fields: { label: unique, kind: 'dpml', provider: 'Test Provider', status: 'pending' } }),
  accounts: ({ unique, digits }) => ({ fields: { name: unique, reference: `ACC-${digits}`, kind: 'customer' } }),
  users: ({ unique }) => ({ fields: { username: unique, name: unique, email: `${unique}@example.com` } }),
  transactions: ({ unique }) => ({
    fields: { reference: unique.toUpperCase(), kind: 'charge', status: 'pending', description: 'E2E charge', amount: '12.50', currency: 'EUR', transacted_at: '2026-11-20' },
  }),
  'billing-entities': ({ unique }) => ({ fields: { name: unique, legal_name: `${unique} Ltd`, ...contactLike(unique), currency: 'EUR' } }),
  'billing-entity-accounts': async ({ api, parent }) => {
    // An account the entity does not bill yet.
    const linked = await api<{ data: Row[] }>(`${apiPathOf('billing-entity-accounts').replace(/\{[^}]+\}/, String(parent!.id))}?limit=1000`);
    const taken = new Set(linked.data.map((row) => String(row.account_id)));
    const accounts = await api<{ data: Row[] }>(`${apiPathOf('accounts')}?limit=1000&sort=name`);
    const free = accounts.data.find((account) => !taken.has(String(account.id)))!;
    return { fields: { account_id: { pick: String(free.name) } }, check: ['account_id', String(free.id)] };
  },
  'pricing-entities': ({ unique }) => ({ fields: { name: unique, currency: 'EUR' } }),
  'global-pricing-rules': ({ unique }) => ({ fields: rule(unique) }),
  'product-pricing-rules': ({ unique }) => ({ fields: rule(unique) }),
  'custom-global-pricing-rules': ({ unique }) => ({ fields: rule(unique) }),
  'pricing-entity-rules': async ({ unique, api }) => {
    const entities = await api<{ data: Row[] }>(`${apiPathOf('pricing-entities')}?limit=1`);
    return { fields: { ...rule(unique), pricing_entity_id: { pick: String(entities.data[0]!.name) } } };
  },
  'pricing-entity-named-rules': ({ unique }) => ({ fields: rule(unique) }),
  'custom-pricing-entity-rules': async ({ unique, api }) => {
    const entities = await api<{ data: Row[] }>(`${apiPathOf('pricing-entities')}?limit=1`);
    return { fields: { ...rule(unique), pricing_entity_id: { pick: String(entities.data[0]!.name) } } };
  },
  watches: ({ unique }) => ({ fields: { name: unique, brand: unique, status: 'active' } }),
  'watch-cases': ({ unique }) => ({ fields: { title: unique, status: 'open', severity: 'low' }, check: ['title', unique] }),
  'watch-terms': ({ unique }) => ({ fields: { term: unique, match_type: 'exact' } }),
  'watch-contacts': ({ unique }) => ({ fields: { name: unique, email: `${unique}@example.com`, role: 'notify' } }),
  'watch-templates': ({ unique }) => ({ fields: { name: unique } }),
  'intelligence-items': ({ unique }) => ({ fields: { name: unique, primary_domain: `${unique}.example`, status: 'new' } }),
  'intelligence-modules': ({ unique }) => ({ fields: { code: unique, name: unique, description: 'E2E module' } }),
  'intelligence-templates': ({ unique }) => ({ fields: { name: unique } }),
  'intelligence-patterns': ({ unique }) => ({ fields: { pattern: unique, kind: 'exact' } }),
};

const creatable = resourceDeclarations.filter((declaration) => declaration.operations.create && declaration.routes.list);

async function apiGet<T>(request: APIRequestContext, token: string, group: string, path: string): Promise<T> {
  const answer = await request.get(`${e2eApiBase}/groups/${group}/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`GET ${path}: ${answer.status()} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function fill(page: Page, field: string, value: Value): Promise<void> {
  const wrapper = page.locator(`[data-record-creator] [data-field="${field}"]`);
  if (typeof value === 'object') {
    const combobox = wrapper.getByRole('combobox');
    await combobox.fill(value.pick);
    await page.getByRole('option', { name: new RegExp(RegExp.escape(value.pick)) }).first().click();
    return;
  }
  const control = wrapper.locator('select, input, textarea').first();
  const tag = await control.evaluate((element) => `${element.tagName}:${element.getAttribute('type') ?? ''}`);
  if (tag.startsWith('SELECT')) await control.selectOption(String(value));
  else if (tag === 'INPUT:checkbox') await control.setChecked(value === true);
  else await control.fill(String(value));
}

function listAddress(declaration: ResourceDeclaration, parent: Row | undefined): string {
  return declaration.routes.list!.replace('{id}', String(parent?.id ?? ''));
}

for (const declaration of creatable) {
  test(`${declaration.routes.list} (${declaration.name}): "New" saves a valid record, which the API then holds`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const sampleOf = samples[declaration.name];
    expect(sampleOf, `a sample record for ${declaration.name}`).toBeDefined();
    // Staff hold every permission in their own account.
    const { accessToken, groupId } = await signInAs(page, 'staff');
    const api = <T,>(path: string) => apiGet<T>(page.request, accessToken, groupId, path);
    const parentDeclaration = declaration.parent && resourceDeclarations.find((each) => each.name === declaration.parent!.resource)!;
    const parent = parentDeclaration ? (await api<{ data: Row[] }>(`${parentDeclaration.apiPath}?limit=1`)).data[0] : undefined;
    const unique = `e2e${Date.now().toString(36)}${testInfo.workerIndex}${testInfo.repeatEachIndex}`;
    const digits = String((Date.now() + testInfo.workerIndex * 7919 + testInfo.repeatEachIndex * 104729) % 1_000_000).padStart(6, '0');
    const sample = await sampleOf!({ unique, digits, parent, api });

    await page.goto(listAddress(declaration, parent));
    await waitForBoot(page);
    const list = page.locator(`[data-resource-list="${declaration.name}"]`);
    await expect(list.locator('[data-list-total]')).not.toBeEmpty();
    await list.locator('[data-new-record]').click();
    for (const [field, value] of Object.entries(sample.fields)) await fill(page, field, value);
    await page.locator('[data-record-creator] form').getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-record-creator]')).toHaveCount(0);

    const [field, value] = sample.check ?? [declaration.displayField, String(sample.fields[declaration.displayField])];
    const apiPath = parent ? declaration.apiPath.replace(`{${declaration.parent!.parameter}}`, String(parent.id)) : declaration.apiPath;
    const found = await api<{ data: Row[] }>(`${apiPath}?limit=5&pql=${encodeURIComponent(`${field} equals "${value}"`)}`);
    expect(found.data.length, `a ${declaration.name} with ${field} ${value}`).toBe(1);
  });
}
