import { describe, expect, it } from 'vitest';
import { listQueryParameters } from '~/lib/data/list-query';
import { readListUrlState } from '~/lib/lists/list-url-state';
import { resourceByName } from '~/lib/resources/index';
import { listRequest } from '~/lib/lists/list-request';
import { columnsForView } from '~/lib/lists/account-view';
import { recordHref } from '~/islands/resources/list/record-link';
import { asDeclaration, listDeclarationOf } from '~/islands/resources/list/list-declaration';

const domains = resourceByName('domains')!;
const glue = resourceByName('glue-records')!;
const productRules = resourceByName('product-pricing-rules')!;
const state = (search: string, declaration = domains) => readListUrlState(new URLSearchParams(search), declaration.defaultSort);

describe('a list address becomes the list call', () => {
  it('uses the spec defaults and the listed columns with the id when the address says nothing', () => {
    // As a customer's list asks (staff in all accounts add the account column).
    const request = listRequest(columnsForView(domains, false), state(''), {});
    expect(request).toEqual({
      resource: 'domains', page: 1, limit: 25, sort: '-created_at',
      // The name's Unicode form comes with it (an IDN domain shows both).
      fields: ['id', 'name', 'unicode_name', 'tld', 'status', 'expires_at', 'auto_renew', 'registry_lock'],
    });
    expect(listQueryParameters(request)).toEqual({ limit: 25, page: 1, sort: '-created_at', fields: 'id,name,unicode_name,tld,status,expires_at,auto_renew,registry_lock' });
  });

  it('carries page, limit, sort, chosen fields (with their parents) and the filter string', () => {
    const request = listRequest(domains, state('page=3&limit=50&sort=name&fields=name,registrant.email&pql=tld%20equals%20com'), {});
    expect(request).toMatchObject({ page: 3, limit: 50, sort: 'name', pql: 'tld equals com' });
    expect(listQueryParameters(request).fields).toBe('id,name,unicode_name,registrant,registrant.email');
  });

  it('keeps legacy filter[field] parameters', () => {
    expect(listRequest(domains, state('filter[status]=active'), {}).filters).toEqual({ status: 'active' });
  });

  it('drops chosen fields the declaration does not know', () => {
    expect(listRequest(domains, state('fields=name,password'), {}).fields).toEqual(['id', 'name', 'unicode_name']);
  });

  it('fills a nested API path from the route and sorts by the declaration default', () => {
    const request = listRequest(glue, state('', glue), { id: '42' });
    expect(request.resource).toBe('domains/42/glue_records');
    expect(request.sort).toBe('hostname');
  });

  it('survives the trip through the island props (no schema, no sections)', () => {
    const slim = asDeclaration(listDeclarationOf(domains));
    expect(listRequest(slim, state('sort=name'), {})).toEqual(listRequest(domains, state('sort=name'), {}));
  });
});

describe('a row leads to its record route', () => {
  it('uses the record id and keeps the context', () => {
    expect(recordHref(domains, { id: 7, name: 'a.com' }, {}, '?context=123e4567-e89b-12d3-a456-426614174000&page=2')).toBe(
      '/domains/7?context=123e4567-e89b-12d3-a456-426614174000',
    );
  });

  it('uses the parent id and the lookup field under a parent', () => {
    expect(recordHref(productRules, { id: 3, rule_name: 'renew price' }, { id: '9' }, '')).toBe('/invoicing/global-pricing-rules/9/renew%20price');
  });

  it('opens every pricing rule in its own family, whichever list shows it', () => {
    const global = resourceByName('global-pricing-rules')!;
    const applicable = resourceByName('pricing-entity-applicable-rules')!;
    expect(recordHref(global, { id: 1, rule_name: 'domain-io-renewal', custom: false, product_id: 6, pricing_entity_id: null }, {}, '')).toBe(
      '/invoicing/global-pricing-rules/6/domain-io-renewal',
    );
    expect(recordHref(applicable, { id: 2, rule_name: 'idn-handling', custom: true, product_id: null, pricing_entity_id: null }, { id: '1' }, '')).toBe(
      '/invoicing/global-pricing-rules/custom/idn-handling',
    );
    expect(recordHref(applicable, { id: 3, rule_name: 'volume-discount', custom: true, product_id: null, pricing_entity_id: 1 }, { id: '1' }, '')).toBe(
      '/invoicing/pricing-entity-rules/custom/volume-discount',
    );
    expect(recordHref(applicable, { id: 4, rule_name: 'domain-io-renewal', custom: false, product_id: 6, pricing_entity_id: 1 }, { id: '1' }, '')).toBe(
      '/invoicing/pricing-entity-rules/1/domain-io-renewal',
    );
  });

  it('opens the record a nested list was made from (a domain’s order, a billing entity’s account)', () => {
    expect(recordHref(resourceByName('domain-orders')!, { id: 5 }, { id: '1' }, '')).toBe('/domains/orders/5');
    expect(recordHref(resourceByName('billing-entity-accounts')!, { id: 1, account_id: 'abb3f41a-728d-4f2f-abfe-b77585882c9f' }, { id: '1' }, '')).toBe(
      '/accounts/abb3f41a-728d-4f2f-abfe-b77585882c9f',
    );
  });

  it('asks for the fields a row needs to lead there, even when their columns are hidden', () => {
    expect(listRequest(resourceByName('global-pricing-rules')!, state(''), {}).fields).toEqual(
      expect.arrayContaining(['rule_name', 'product_id', 'pricing_entity_id', 'custom']),
    );
  });

  it('has no link for a resource without a record route', () => {
    expect(recordHref(glue, { id: 1 }, { id: '2' }, '')).toBeUndefined();
  });
});
