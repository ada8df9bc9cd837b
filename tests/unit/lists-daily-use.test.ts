/** The pure decisions behind lists for daily use: where the filter builder starts, its values, the query example, the toolbar, the checkboxes, the sort note. */
import { describe, expect, it } from 'vitest';
import { bulkActions } from '~/lib/lists/bulk-actions';
import { fitsCompactToolbar } from '~/lib/lists/compact-toolbar';
import { dateValueChoices, relativeDateExamples, startingFilterField } from '~/lib/lists/filter-fields';
import { pqlExample } from '~/lib/lists/pql-example';
import { hiddenSort } from '~/lib/lists/sort-summary';
import { readListUrlState } from '~/lib/lists/list-url-state';
import { can } from '~/lib/permissions/can';
import { effectivePermissions } from '~/lib/permissions/effective-permissions';
import { parsePql, readRelativeDate } from '~/lib/pql';
import { resourceByName, resourceDeclarations } from '~/lib/resources/index';
import { checkPql } from '~/islands/resources/list/pql-check';
import { withBuilderFilter } from '~/islands/resources/list/filter-pql';

const declaration = (name: string) => resourceByName(name)!;

describe('the filter builder', () => {
  it('starts on the list’s display field, not on the first column', () => {
    expect(declaration('domains').columns[0]?.field).toBe('id');
    expect(startingFilterField(declaration('domains'))).toBe('name');
    expect(startingFilterField(declaration('dnssec-keys'))).toBe('key_tag');
    expect(startingFilterField(declaration('ssl-certificates'))).toBe('common_name');
  });

  it('falls back to the first listed filterable column when the display field cannot be filtered', () => {
    const columns = [
      { field: 'id', type: 'number' as const, label: 'x' },
      { field: 'body', type: 'json' as const, label: 'x' },
      { field: 'status', type: 'enum' as const, label: 'x', values: ['on'], listed: true },
    ];
    expect(startingFilterField({ columns, displayField: 'body' })).toBe('status');
  });

  it('writes several ticked enum values as one list condition, and asks for one when none is ticked', () => {
    expect(withBuilderFilter(undefined, { field: 'status', operator: 'equals', value: '', chosen: ['active', 'expired'] })).toBe('status equals active,expired');
    expect(withBuilderFilter('tld equals com', { field: 'status', operator: 'equals', value: 'ignored', chosen: ['active'] })).toBe('tld equals com and status equals active');
    expect(withBuilderFilter(undefined, { field: 'status', operator: 'equals', value: 'active', chosen: [] })).toBe('needChoice');
  });

  it('passes a typed date value on unchanged, whatever it is', () => {
    expect(withBuilderFilter(undefined, { field: 'expires_at', operator: 'less_than', value: '2027-01-01' })).toBe('expires_at less_than 2027-01-01');
    expect(withBuilderFilter(undefined, { field: 'expires_at', operator: 'less_than', value: 'today+60d' })).toBe('expires_at less_than today+60d');
  });

  it('offers a calendar for date columns, and relative values (each one PQL reads) as a second choice', () => {
    const expires = declaration('domains').columns.find((column) => column.field === 'expires_at')!;
    expect(dateValueChoices(expires)).toEqual([
      { kind: 'calendar', picker: 'date', examples: [] },
      { kind: 'relative', examples: relativeDateExamples },
    ]);
    for (const example of relativeDateExamples) expect(readRelativeDate(example).kind).toBe('relative');
    expect(dateValueChoices({ type: 'datetime' })).toHaveLength(2);
    expect(dateValueChoices({ type: 'text' })).toEqual([]);
    expect(dateValueChoices(expires, ['today', 'today+60d']).map((choice) => [choice.kind, choice.picker, choice.examples])).toEqual([
      ['calendar', 'date', []],
      ['relative', undefined, ['today', 'today+60d']],
    ]);
  });
});

describe('the query example under the PQL box', () => {
  const today = new Date('2026-05-20T10:00:00Z');
  it('is built from each list’s own fields', () => {
    expect(pqlExample(declaration('domains'), today)).toBe('name contains shop and expires_at less_than 2027-01-01');
    expect(pqlExample(declaration('contacts'), today)).toBe('name contains shop and verification_status equals verified');
    expect(pqlExample(declaration('dnssec-keys'), today)).toMatch(/^key_tag greater_than 10 and /);
  });

  it('is a query its list accepts, for every list', () => {
    for (const entry of resourceDeclarations.filter((candidate) => candidate.routes.list)) {
      const example = pqlExample(entry, today);
      expect(example, entry.name).not.toBe('');
      expect(parsePql(example).ok, `${entry.name}: ${example}`).toBe(true);
      expect(checkPql(example, entry.columns), `${entry.name}: ${example}`).toBeUndefined();
    }
  });
});

describe('the compact toolbar', () => {
  const state = (search: string) => readListUrlState(new URLSearchParams(search), '-created_at');
  it('is for a list without a filter whose rows fit the first page', () => {
    expect(fitsCompactToolbar(state(''), 3)).toBe(true);
    expect(fitsCompactToolbar(state(''), 25)).toBe(true);
    expect(fitsCompactToolbar(state('limit=10'), 8)).toBe(true);
  });

  it('is not for a longer list, a filtered one, a later page, or a chosen page size the rows need', () => {
    expect(fitsCompactToolbar(state(''), 26)).toBe(false);
    expect(fitsCompactToolbar(state('pql=status%20equals%20active'), 3)).toBe(false);
    expect(fitsCompactToolbar(state('filter[status]=active'), 3)).toBe(false);
    expect(fitsCompactToolbar(state('page=2'), 3)).toBe(false);
    expect(fitsCompactToolbar(state('limit=10'), 12)).toBe(false);
    expect(fitsCompactToolbar(state('limit=50'), 40)).toBe(false);
  });
});

describe('row checkboxes', () => {
  const userWith = (roles: string[]) => ({ ...effectivePermissions({ roles, abilities: [] }) });
  const allowed = (roles: string[]) => (permission: string) => can(userWith(roles), { hidden: [], highlight: {} }, permission);
  it('exist where the selection bar has something to do: add a tray kind to the tray the user may manage', () => {
    expect(bulkActions('domains', allowed(['domains-admin', 'tray-admin']))).toEqual(['addToTray']);
    expect(bulkActions('contacts', allowed(['tray-manager']))).toEqual(['addToTray']);
  });

  it('do not exist for a read-only user, a hidden permission, or a resource the tray does not hold', () => {
    expect(bulkActions('domains', allowed(['domains-viewer', 'tray-viewer']))).toEqual([]);
    expect(bulkActions('tlds', allowed(['tray-admin']))).toEqual([]);
    const hidden = (permission: string) => can(userWith(['tray-admin']), { hidden: ['manage-tray'], highlight: {} }, permission);
    expect(bulkActions('domains', hidden)).toEqual([]);
  });
});

describe('the sort note', () => {
  const { columns } = declaration('domains');
  it('says how a list is sorted when the sort column is hidden', () => {
    expect(hiddenSort(columns, ['name', 'tld'], '-created_at')).toMatchObject({ column: { field: 'created_at' }, order: 'dateDescending' });
    expect(hiddenSort(columns, ['name'], 'tld')).toMatchObject({ column: { field: 'tld' }, order: 'textAscending' });
    expect(hiddenSort(columns, ['name'], '-renewal_period_years,name')).toMatchObject({ order: 'numberDescending' });
  });

  it('is not needed when a shown header carries the arrow', () => {
    expect(hiddenSort(columns, ['name', 'created_at'], '-created_at')).toBeUndefined();
    expect(hiddenSort(columns, ['name'], 'unknown')).toBeUndefined();
  });
});
