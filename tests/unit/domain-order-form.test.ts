/** The order form of /domains/order (issue "Domain lifecycle", item 2): name servers, defaults, and refusals at their fields. */
import { describe, expect, it } from 'vitest';
import { checkNameservers, hostProblem, parseNameservers } from '~/islands/domains/order/nameservers';
import { fieldOfPath, orderFailure } from '~/islands/domains/order/order-errors';
import { contactText, defaultContacts, type ContactChoice } from '~/islands/domains/order/order-setup';

describe('custom name servers', () => {
  it('are read one a line or separated by commas and blanks, lower case, without the final dot', () => {
    expect(parseNameservers('NS1.Example.net.\nns2.example.net, ns3.example.net  \n\n')).toEqual(['ns1.example.net', 'ns2.example.net', 'ns3.example.net']);
  });

  it('are host names, at least two and at most thirteen, each once', () => {
    expect(checkNameservers([])).toEqual({ key: 'required' });
    expect(checkNameservers(['ns1.example.net'])).toEqual({ key: 'tooFew' });
    expect(checkNameservers(Array.from({ length: 14 }, (_, index) => `ns${index}.example.net`))).toEqual({ key: 'tooMany' });
    expect(checkNameservers(['ns1.example.net', 'ns1.example.net'])).toEqual({ key: 'duplicate', host: 'ns1.example.net' });
    expect(checkNameservers(['ns1.example.net', '192.0.2.1'])).toEqual({ key: 'address', host: '192.0.2.1' });
    expect(checkNameservers(['ns1.example.net', 'ns2.example.net'])).toBeNull();
    expect(hostProblem('2001:db8::1')).toBe('address');
    expect(hostProblem('localhost')).toBe('hostname');
    expect(hostProblem('-ns.example.net')).toBe('hostname');
    expect(hostProblem('ns_1.example.net')).toBe('hostname');
    expect(hostProblem('ns1.bücher.de')).toBe('hostname');
    expect(hostProblem('ns1.xn--bcher-kva.de')).toBeNull();
    expect(hostProblem('ns.example.123')).toBe('hostname');
  });
});

describe('the default contacts', () => {
  const contacts: ContactChoice[] = [
    { id: 13, label: 'Aurora Foods – Technical', name: 'Emily Smith', organisation: 'Aurora Foods', email: 'e@x' },
    { id: 24, label: 'Hui Min Koh – Registrant', name: 'Hui Min Koh', organisation: null, email: 'h@x' },
  ];

  it('are those of the newest domain when they are still the account’s, else the first contact', () => {
    expect(defaultContacts(contacts, 2, { registrant_contact_id: 24, admin_contact_id: 99, tech_contact_id: null })).toEqual({
      registrant: 24, admin: 13, tech: 13, billing: 13,
    });
    expect(defaultContacts(contacts, 2, null)).toEqual({ registrant: 13, admin: 13, tech: 13, billing: 13 });
    // More contacts than listed: the newest domain's are trusted as they are.
    expect(defaultContacts(contacts, 500, { registrant_contact_id: 400, admin_contact_id: 401, tech_contact_id: 402, billing_contact_id: 403 })).toEqual({
      registrant: 400, admin: 401, tech: 402, billing: 403,
    });
    expect(defaultContacts([], 0, null)).toEqual({ registrant: null, admin: null, tech: null, billing: null });
  });

  it('read by their label, with the person when the label does not name them', () => {
    expect(contactText(contacts[0]!)).toBe('Aurora Foods – Technical (Emily Smith)');
    expect(contactText(contacts[1]!)).toBe('Hui Min Koh – Registrant');
  });
});

describe('what the order API refuses', () => {
  const names = ['a.com', 'bücher.de'];

  it('points JSON paths at the fields they are about', () => {
    expect(fieldOfPath('/contacts/admin_contact_id', names)).toBe('contact:admin');
    expect(fieldOfPath('contacts.registrant', names)).toBe('contact:registrant');
    expect(fieldOfPath('/tech_contact_id', names)).toBe('contact:tech');
    expect(fieldOfPath('/nameservers/1', names)).toBe('nameservers');
    expect(fieldOfPath('/privacy', names)).toBe('privacy');
    expect(fieldOfPath('/items/1/period_years', names)).toBe('item:bücher.de');
    expect(fieldOfPath('/items/7/period_years', names)).toBeNull();
    expect(fieldOfPath('', names)).toBeNull();
  });

  it('marks names taken meanwhile (409 not_available)', () => {
    expect(orderFailure(409, { code: 'not_available', items: [{ name: 'a.com', state: 'registered' }, { nope: 1 }] }, names)).toEqual({
      kind: 'notAvailable', items: [{ name: 'a.com', state: 'registered' }],
    });
  });

  it('puts schema failures at their fields and the rest above the button', () => {
    const body = {
      code: 'validation_failed',
      errors: [
        { instancePath: '/items/0/period_years', keyword: 'maximum', params: { limit: 10 }, message: 'must be <= 10' },
        { instancePath: '/contacts', keyword: 'required', params: { missingProperty: 'billing_contact_id' }, message: 'must have billing_contact_id' },
        { instancePath: '', keyword: 'additionalProperties', params: {}, message: 'must not have extra fields' },
      ],
    };
    expect(orderFailure(400, body, names)).toEqual({
      kind: 'invalid',
      fields: { 'item:a.com': 'must be <= 10', 'contact:billing': 'must have billing_contact_id' },
      general: ['must not have extra fields'],
      periods: [],
    });
    expect(orderFailure(400, { code: 'invalid_reference', field: 'tech_contact_id', message: 'No such contact.' }, names)).toEqual({
      kind: 'invalid', fields: { 'contact:tech': 'No such contact.' }, general: [], periods: [],
    });
    expect(orderFailure(400, { code: 'invalid_nameserver', index: 1, reason_key: 'bad_character', message: 'Name server 2 is not a host name.' }, names)).toEqual({
      kind: 'invalid', fields: { nameservers: 'Name server 2 is not a host name.' }, general: [], periods: [],
    });
    expect(orderFailure(400, { code: 'invalid_period', message: 'Periods outside…', items: [{ name: 'a.com', period_years: 3, min: 1, max: 1 }] }, names)).toEqual({
      kind: 'invalid', fields: { 'item:a.com': 'Periods outside…' }, general: [], periods: [{ name: 'a.com', min: 1, max: 1 }],
    });
    expect(orderFailure(400, { code: 'duplicate_items', message: 'Twice.', names: ['a.com'] }, names)).toEqual({
      kind: 'invalid', fields: { 'item:a.com': 'Twice.' }, general: [], periods: [],
    });
    expect(orderFailure(400, { code: 'bad_request', message: 'No.' }, names)).toEqual({ kind: 'invalid', fields: {}, general: ['No.'], periods: [] });
    expect(orderFailure(500, { code: 'internal_error' }, names)).toBeNull();
    expect(orderFailure(409, { code: 'version_conflict' }, names)).toBeNull();
    expect(orderFailure(400, 'text', names)).toBeNull();
  });
});
