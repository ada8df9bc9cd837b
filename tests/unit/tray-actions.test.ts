/**
 * The tray's actions, declared once (DESIGN.md section 13, bulk jobs): the ones a user may run,
 * their options forms read into the options the API takes — checked against the API's own
 * action catalogue (same names, permissions, and option schemas that accept what the portal sends).
 */
import { describe, expect, it } from 'vitest';
import { validateData } from '~/lib/validation/json-schema/validate-data';
import { initialValues, nameserverProblemWhileTyping, readOptions, roleKey } from '~/islands/tray/action-options';
import { allowedActions, contactTextFields, trayAction, trayActions, type TrayAction } from '~/lib/tray/tray-actions';
import { jobActions } from '../../server/api/jobs/actions/index.ts';
import { editableContactFields } from '../../server/api/jobs/actions/contact-field-action.ts';

const action = (resource: string, name: string): TrayAction => trayAction(resource, name)!;
const read = (resource: string, name: string, values: Record<string, string> = {}) => {
  const declared = action(resource, name);
  return readOptions(declared, { ...initialValues(declared), ...values });
};

describe('the actions offered', () => {
  it('are the API catalogue\'s, with the same permissions', () => {
    const portal = trayActions.map((entry) => `${entry.resource}:${entry.name}:${entry.permission}`).sort();
    const api = jobActions.map((entry) => `${entry.resource}:${entry.name}:${entry.permission}`).sort();
    expect(portal).toEqual(api);
  });

  it('are only those the user may run, and none without manage-tray', () => {
    const dnsOnly = new Set(['manage-tray', 'manage-dns']);
    expect(allowedActions('domains', (permission) => dnsOnly.has(permission)).map((entry) => entry.name)).toEqual(['dns_template']);
    expect(allowedActions('dns-records', (permission) => dnsOnly.has(permission)).map((entry) => entry.name)).toEqual(['ttl', 'delete']);
    expect(allowedActions('domains', (permission) => permission !== 'manage-tray')).toEqual([]);
    const exporter = new Set(['manage-tray', 'view-domains']);
    expect(allowedActions('domains', (permission) => exporter.has(permission)).map((entry) => entry.name)).toEqual(['export']);
  });

  it('offer the contact fields the API lets a job set', () => {
    expect(contactTextFields.map((field) => field.name)).toEqual(editableContactFields);
    expect(contactTextFields.find((field) => field.name === 'name')).toMatchObject({ required: true, maxLength: 200 });
    expect(contactTextFields.find((field) => field.name === 'street2')).toMatchObject({ required: false, maxLength: 200 });
  });
});

describe('the options forms', () => {
  it('renew: each domain\'s usual period, or 1–10 years', () => {
    expect(read('domains', 'renew')).toEqual({ ok: true, options: {} });
    expect(read('domains', 'renew', { period_years: '3' })).toEqual({ ok: true, options: { period_years: 3 } });
  });

  it('transfer lock and privacy: on or off', () => {
    expect(read('domains', 'transfer_lock')).toEqual({ ok: true, options: { enabled: true } });
    expect(read('domains', 'privacy', { enabled: 'off' })).toEqual({ ok: true, options: { enabled: false } });
  });

  it('name servers: 2–13 host names, one a line, checked', () => {
    expect(read('domains', 'nameservers', { nameservers: 'NS1.Example.net.\nns2.example.net' }))
      .toEqual({ ok: true, options: { nameservers: ['ns1.example.net', 'ns2.example.net'] } });
    expect(read('domains', 'nameservers', { nameservers: 'ns1.example.net' })).toMatchObject({ ok: false, problems: { nameservers: { key: 'nameserverProblems.tooFew' } } });
    expect(read('domains', 'nameservers', { nameservers: 'ns1.example.net\n192.0.2.1' }))
      .toMatchObject({ ok: false, problems: { nameservers: { key: 'nameserverProblems.address', values: { host: '192.0.2.1' } } } });
    const fourteen = Array.from({ length: 14 }, (_, index) => `ns${index}.example.net`).join('\n');
    expect(read('domains', 'nameservers', { nameservers: fourteen })).toMatchObject({ ok: false, problems: { nameservers: { key: 'nameserverProblems.tooMany' } } });
  });

  it('name servers while typing: a bad host says so, too few is not a problem yet', () => {
    expect(nameserverProblemWhileTyping('')).toBeUndefined();
    expect(nameserverProblemWhileTyping('ns1.example.net')).toBeUndefined();
    expect(nameserverProblemWhileTyping('ns1.example.net\nnot_a host')).toMatchObject({ key: 'nameserverProblems.hostname' });
  });

  it('contacts: at least one role, by contact id', () => {
    expect(read('domains', 'contacts')).toMatchObject({ ok: false, problems: { contacts: { key: 'noRole' } } });
    expect(read('domains', 'contacts', { [roleKey('tech')]: '12', [roleKey('registrant')]: '4' }))
      .toEqual({ ok: true, options: { contacts: { registrant_contact_id: 4, tech_contact_id: 12 } } });
  });

  it('DNS template: one of the built-in templates, the first by default', () => {
    expect(read('domains', 'dns_template')).toEqual({ ok: true, options: { template: 'no-mail' } });
    expect(read('domains', 'dns_template', { template: 'parking' })).toEqual({ ok: true, options: { template: 'parking' } });
  });

  it('TTL: whole seconds within the record form\'s limits', () => {
    expect(read('dns-records', 'ttl', { ttl: '300' })).toEqual({ ok: true, options: { ttl: 300 } });
    expect(read('dns-records', 'ttl', { ttl: '30' })).toMatchObject({ ok: false, problems: { ttl: { key: 'ttlProblem', values: { min: 60, max: 604_800 } } } });
    expect(read('dns-records', 'ttl', { ttl: '3.5' })).toMatchObject({ ok: false });
  });

  it('contact field: a value within the field\'s length; an optional field may be emptied', () => {
    expect(read('contacts', 'update_field', { field: 'city', value: ' Lyon ' })).toEqual({ ok: true, options: { field: 'city', value: 'Lyon' } });
    expect(read('contacts', 'update_field', { field: 'street2', value: '' })).toEqual({ ok: true, options: { field: 'street2', value: null } });
    expect(read('contacts', 'update_field', { field: 'name', value: '' })).toMatchObject({ ok: false, problems: { value: { key: 'valueRequired' } } });
    expect(read('contacts', 'update_field', { field: 'postcode', value: 'x'.repeat(21) })).toMatchObject({ ok: false, problems: { value: { key: 'valueTooLong', values: { max: 20 } } } });
  });

  it('actions without choices send none', () => {
    for (const [resource, name] of [['domains', 'lock'], ['domains', 'unlock'], ['domains', 'export'], ['dns-records', 'delete'], ['ssl-certificates', 'renew']] as const) {
      expect(read(resource, name)).toEqual({ ok: true, options: {} });
    }
  });
});

describe('what the portal sends, as the API\'s action schemas check it', () => {
  const samples: [string, string, Record<string, string>, Record<string, unknown>?][] = [
    ['domains', 'renew', { period_years: '2' }],
    ['domains', 'renew', {}],
    ['domains', 'lock', {}],
    ['domains', 'unlock', {}],
    ['domains', 'transfer_lock', { enabled: 'off' }],
    ['domains', 'privacy', {}],
    ['domains', 'nameservers', { nameservers: 'ns1.example.net ns2.example.net' }],
    ['domains', 'contacts', { [roleKey('admin')]: '3' }],
    ['domains', 'dns_template', { template: 'google-workspace' }, { confirm: ['mx_changed'] }],
    ['domains', 'export', {}],
    ['dns-records', 'ttl', { ttl: '3600' }, { confirm: ['apex_ns'] }],
    ['dns-records', 'delete', {}, { confirm: ['apex_ns', 'mx_gone'] }],
    ['ssl-certificates', 'renew', {}],
    ['contacts', 'update_field', { field: 'email', value: 'billing@example.com' }],
    ['contacts', 'update_field', { field: 'fax', value: '' }],
  ];
  it.each(samples)('%s %s %o', (resource, name, values, extra = {}) => {
    const reading = read(resource, name, values);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const schema = jobActions.find((entry) => entry.resource === resource && entry.name === name)!.options;
    const result = validateData(schema, { ...reading.options, ...extra }, 'en');
    expect(result.valid ? [] : result.errors).toEqual([]);
  });
});
