/**
 * The generic list and record screens, family by family: what resource-lists and
 * resource-records pin down on domains, driven here by each family's own declaration (its
 * display field, sortable, enum and number columns), so a family whose declaration or API
 * binding breaks a behaviour fails on its own.
 */
import { expect, test, type Page } from '@playwright/test';
import { resourceByName } from '../../src/lib/resources/index.ts';
import type { ResourceDeclaration } from '../../src/lib/resources/resource-declaration.ts';
import englishResources from '../../src/content/locales/en/resources.json' with { type: 'json' };
import { waitForBoot, watchConsole } from './console-watch.ts';
import { signInAs } from './signed-in.ts';
import { api, bodyRows, listCall, parameters } from './list-screen.ts';

type Row = Record<string, unknown> & { id: number; version: number };
type ListAnswer = { data: Row[]; meta: { total: number } };

const listFamilies = [
  { resource: 'ssl-certificates', user: 'admin' },
  { resource: 'contacts', user: 'admin' },
  { resource: 'blocks', user: 'admin' },
  { resource: 'watches', user: 'admin' },
  { resource: 'transactions', user: 'staff' },
  { resource: 'users', user: 'staff' },
  { resource: 'tlds', user: 'staff' },
  { resource: 'accounts', user: 'staff' },
  { resource: 'billing-entities', user: 'staff' },
  { resource: 'intelligence-items', user: 'staff' },
] as const;


/** A column's English label: its key `resources:fields.registrant.email` read from the English file. */
function englishLabel(key: string): string {
  const found = key.replace(/^resources:/, '').split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], englishResources);
  if (typeof found !== 'string') throw new Error(`No English label for ${key}`);
  return found;
}


async function applyPql(page: Page, declaration: ResourceDeclaration, pql: string): Promise<ListAnswer> {
  // A list that fits one page keeps its filter tools behind one button.
  const filterTools = page.locator('[data-filter-tools]');
  if (await filterTools.isVisible()) await filterTools.click();
  const call = listCall(page, declaration.apiPath);
  const box = page.getByRole('textbox', { name: 'Filter query (PQL)' });
  await box.fill(pql);
  await box.press('Enter');
  const response = await call;
  expect(response.status(), pql).toBe(200);
  expect(parameters(response).get('pql')).toBe(pql);
  return (await response.json()) as ListAnswer;
}

for (const family of listFamilies) {
  const declaration = resourceByName(family.resource)!;
  const path = declaration.routes.list!;

  test(`${path}: filters (text, a list value, a between), sorts, pages, chooses columns, and a reload keeps it all`, async ({ page }) => {
    const problems = watchConsole(page);
    await signInAs(page, family.user);
    const first = listCall(page, declaration.apiPath);
    await page.goto(path);
    await waitForBoot(page);
    const all = (await (await first).json()) as ListAnswer;
    expect(all.meta.total).toBeGreaterThan(0);
    await expect(bodyRows(page)).toHaveCount(Math.min(25, all.meta.total));

    // Text: part of the first record's name.
    const name = String(all.data[0]![declaration.displayField] ?? '');
    const part = name.slice(0, 3);
    if (part.trim().length === 3 && !/[*\\",\s]/.test(part)) {
      const named = await applyPql(page, declaration, `${declaration.displayField} equals ${part}*`);
      expect(named.meta.total).toBeGreaterThan(0);
      for (const row of named.data) expect(String(row[declaration.displayField]).toLowerCase().startsWith(part.toLowerCase())).toBe(true);
    }

    // A list value on the first enum column with two values or more.
    const choice = declaration.columns.find((column) => column.type === 'enum' && (column.values?.length ?? 0) >= 2 && !column.field.includes('.'));
    if (choice) {
      const values = choice.values!.slice(0, 2);
      const listed = await applyPql(page, declaration, `${choice.field} equals ${values.join(',')}`);
      for (const row of listed.data) if (choice.field in row) expect(values).toContain(row[choice.field]);
    }

    // A between on the first number or date column.
    const ranged = declaration.columns.find((column) => (column.type === 'number' || column.type === 'date') && column.field !== 'id' && !column.field.includes('.'));
    if (ranged) {
      const bounds = ranged.type === 'number' ? ['0', '1000000'] : ['2000-01-01', '2100-12-31'];
      const between = await applyPql(page, declaration, `${ranged.field} between ${bounds.join(',')}`);
      expect(between.meta.total).toBeLessThanOrEqual(all.meta.total);
    }

    // Back to everything, sorted by a sortable listed column, then page 2 when there is one.
    const cleared = listCall(page, declaration.apiPath);
    await page.getByRole('textbox', { name: 'Filter query (PQL)' }).fill('');
    await page.getByRole('textbox', { name: 'Filter query (PQL)' }).press('Enter');
    expect(parameters(await cleared).get('pql')).toBeNull();
    const sortable = declaration.columns.find((column) => column.listed && column.sortable && column.field !== 'id');
    if (sortable) {
      const header = page.getByRole('columnheader', { name: englishLabel(sortable.label), exact: true });
      const sorted = listCall(page, declaration.apiPath);
      await header.getByRole('button').click();
      expect(parameters(await sorted).get('sort')).toMatch(new RegExp(`^-?${sortable.field}$`));
    }
    if (all.meta.total > 25) {
      const next = listCall(page, declaration.apiPath);
      await page.getByRole('button', { name: 'Next page' }).click();
      expect(parameters(await next).get('page')).toBe('2');
    }

    // A column the list does not show yet.
    const alwaysAsked = new Set(['id', declaration.displayField, declaration.lookupField]);
    const extra = declaration.columns.find((column) => !column.listed && column.type !== 'json' && !column.field.includes('.') && !alwaysAsked.has(column.field));
    if (extra) {
      await page.locator('[data-disclosure="columns"]').click();
      const chosen = listCall(page, declaration.apiPath);
      await page.locator('[data-panel="columns"]').getByRole('checkbox', { name: englishLabel(extra.label), exact: true }).check();
      expect(parameters(await chosen).get('fields')?.split(',')).toContain(extra.field);
    }

    const address = new URL(page.url());
    const rows = await bodyRows(page).allTextContents();
    const again = listCall(page, declaration.apiPath);
    await page.reload();
    const reloaded = parameters(await again);
    for (const key of ['pql', 'sort', 'page']) {
      const addressed = address.searchParams.get(key);
      if (addressed !== null) expect(reloaded.get(key), key).toBe(addressed);
    }
    if (extra) expect(reloaded.get('fields')?.split(',')).toContain(extra.field);
    await expect(bodyRows(page)).toHaveText(rows);
    expect(problems).toEqual([]);
  });
}

const recordFamilies = [
  { resource: 'blocks', user: 'admin', required: 'Label' },
  { resource: 'watches', user: 'admin', required: 'Name' },
  { resource: 'accounts', user: 'staff', required: 'Name' },
] as const;


for (const family of recordFamilies) {
  const declaration = resourceByName(family.resource)!;

  test(`${declaration.routes.record}: a required field left empty is refused, a change saves, and a stale tab is offered theirs`, async ({ page, context }) => {
    const problems = watchConsole(page);
    const { accessToken, groupId } = await signInAs(page, family.user);
    const list = await api<ListAnswer>(page, accessToken, `/groups/${groupId}/${declaration.apiPath}?limit=5&sort=id`);
    const record = list.data.at(-1)!;
    const address = declaration.routes.record!.replace('{id}', String(record.id));
    const second = await context.newPage();
    for (const tab of [page, second]) {
      await tab.goto(address);
      await waitForBoot(tab);
      await tab.getByRole('button', { name: 'Edit' }).click();
    }

    const required = page.locator('form').getByLabel(`${family.required} *`, { exact: true });
    await required.fill('');
    let patched = false;
    page.on('request', (request) => { if (request.method() === 'PATCH') patched = true; });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(required).toHaveAttribute('aria-invalid', 'true');
    await expect(required).toBeFocused();
    expect(patched).toBe(false);

    await required.fill(String(record[family.required === 'Label' ? 'label' : 'name']));
    const note = `Family check ${Date.now()}`;
    await page.locator('form').getByLabel('Notes').fill(note);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect((await api<Row>(page, accessToken, `/groups/${groupId}/${declaration.apiPath}/${record.id}`)).notes).toBe(note);

    await second.locator('form').getByLabel('Notes').fill('A stale edit');
    await second.getByRole('button', { name: 'Save' }).click();
    const conflict = second.locator('[data-conflict]');
    await expect(conflict.locator('tr[data-field="notes"]')).toContainText(note);
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await expect(second.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(second.locator('[data-field="notes"] dd')).toHaveText(note);
    const stored = await api<Row>(page, accessToken, `/groups/${groupId}/${declaration.apiPath}/${record.id}`);
    expect(stored).toMatchObject({ notes: note, version: record.version + 1 });
    expect(problems).toEqual([]);
  });
}
