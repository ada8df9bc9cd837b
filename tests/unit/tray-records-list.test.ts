/**
 * The tray's records as a declared list (/tray/records; DESIGN.md section 13): its selection
 * takes items out of the tray for a user who may manage it, and each row opens the record it
 * names, whatever its kind.
 */
import { describe, expect, it } from 'vitest';
import { recordHref } from '~/islands/resources/list/record-link';
import { bulkActions } from '~/lib/lists/bulk-actions';
import { listRequest } from '~/lib/lists/list-request';
import { readListUrlState } from '~/lib/lists/list-url-state';
import { can } from '~/lib/permissions/can';
import { effectivePermissions } from '~/lib/permissions/effective-permissions';
import { resourceByName, resourceDeclarations } from '~/lib/resources/index';
import { trayItemsResource, trayKinds } from '~/lib/schemas/tray-kinds';

const trayItems = resourceByName(trayItemsResource)!;
const userWith = (roles: string[]) => effectivePermissions({ roles, abilities: [] });
const allowed = (roles: string[], hidden: string[] = []) => (permission: string) => can(userWith(roles), { hidden, highlight: {} }, permission);

describe('the tray records’ selection', () => {
  it('removes items from the tray for a user who may manage it', () => {
    expect(bulkActions(trayItemsResource, allowed(['tray-admin']))).toEqual(['removeFromTray']);
    expect(bulkActions(trayItemsResource, allowed(['tray-manager']))).toEqual(['removeFromTray']);
  });

  it('offers nothing to a tray reader or when managing the tray is hidden, and never adds tray items to the tray', () => {
    expect(bulkActions(trayItemsResource, allowed(['tray-viewer', 'domains-admin']))).toEqual([]);
    expect(bulkActions(trayItemsResource, allowed(['tray-admin'], ['manage-tray']))).toEqual([]);
    expect(bulkActions(trayItemsResource, () => true)).not.toContain('addToTray');
  });

  it('leaves the other lists as they were: tray kinds add, the rest do nothing', () => {
    for (const resource of Object.keys(trayKinds)) expect(bulkActions(resource, allowed(['tray-admin']))).toEqual(['addToTray']);
    for (const declaration of resourceDeclarations.filter((each) => !(each.name in trayKinds) && each.name !== trayItemsResource)) {
      expect(bulkActions(declaration.name, () => true), declaration.name).toEqual([]);
    }
  });
});

describe('a tray record’s row', () => {
  const open = (row: Record<string, unknown>) => recordHref(trayItems, { id: 90, label: 'x', ...row }, {}, '');

  it('opens the record it names: a domain, a DNS record’s zone, a contact, a certificate', () => {
    expect(open({ resource_type: 'domain', resource_id: 12, domain_id: 12 })).toBe('/domains/12');
    expect(open({ resource_type: 'dns_record', resource_id: 3051, domain_id: 12 })).toBe('/domains/12/dns');
    expect(open({ resource_type: 'contact', resource_id: 7, domain_id: null })).toBe('/contacts/7');
    expect(open({ resource_type: 'ssl_certificate', resource_id: 4, domain_id: null })).toBe('/ssls/4');
    expect(recordHref(trayItems, { id: 1, resource_type: 'contact', resource_id: 7 }, {}, '?context=abc')).toBe('/contacts/7?context=abc');
  });

  it('has no link when the record it named is gone (a DNS record without its zone): the row opens in the panel', () => {
    expect(open({ resource_type: 'dns_record', resource_id: 3051, domain_id: null })).toBeUndefined();
  });

  it('asks for the fields that lead there, though only the label, kind, zone and date are shown', () => {
    const request = listRequest(trayItems, readListUrlState(new URLSearchParams(), trayItems.defaultSort), {});
    expect(request).toMatchObject({ resource: 'tray_items', sort: '-created_at' });
    expect(request.fields).toEqual(expect.arrayContaining(['id', 'label', 'resource_type', 'resource_id', 'domain_id', 'zone.name', 'created_at']));
    expect(trayItems.columns.filter((column) => column.listed).map((column) => column.field)).toEqual(['label', 'resource_type', 'zone.name', 'created_at']);
  });
});
