/** An approval request's `changes` as before → after rows (src/islands/approvals/change-rows.ts) and their words. */
import { describe, expect, it } from 'vitest';
import { changeRows, changeValue } from '~/islands/approvals/change-rows';
import { changeText, humanName, pathName, stateWord } from '~/islands/approvals/change-text';
import { staticT } from '~/lib/i18n/static-text';

const t = staticT;
const text = (rows: ReturnType<typeof changeRows>) =>
  rows.map((row) => `${pathName(row.path, t)}: ${changeText(row.before, t, 'en')} → ${changeText(row.after, t, 'en')}`);

describe('changeRows', () => {
  it('gives one row per named field, in the order the request names them', () => {
    const rows = changeRows({
      organisation: { before: 'Aurora', after: 'Aurora Holdings' },
      email: { before: 'old@aurorafoods.com', after: 'legal@aurorafoods.com' },
    });
    expect(rows.map((row) => row.key)).toEqual(['organisation', 'email']);
    expect(text(rows)).toEqual([
      'Organisation: Aurora → Aurora Holdings',
      'E-mail: old@aurorafoods.com → legal@aurorafoods.com',
    ]);
  });

  it('opens nested values into rows by their path, showing only what differs inside them', () => {
    const rows = changeRows({
      registrant: {
        before: { name: 'Ada Lovelace', email: 'ada@example.com', city: 'London' },
        after: { name: 'Ada Lovelace', email: 'legal@example.com', city: 'Manchester' },
      },
    });
    expect(rows.map((row) => row.key)).toEqual(['registrant.email', 'registrant.city']);
    expect(text(rows)).toEqual(['Registrant › E-mail: ada@example.com → legal@example.com', 'Registrant › City: London → Manchester']);
  });

  it('reads an amount with its currency as money in minor units, and keeps ids ungrouped', () => {
    const rows = changeRows({ order: { before: null, after: { reference: 'ORD-2026-0042', amount: 125000, currency: 'EUR', order_id: 12345 } } });
    expect(rows.map((row) => row.key)).toEqual(['order.reference', 'order.amount', 'order.order_id']);
    expect(rows[1]!.after).toEqual({ kind: 'money', amount: 125000, currency: 'EUR' });
    expect(text(rows)).toEqual(['Order › Reference: (none) → ORD-2026-0042', 'Order › Amount: (none) → €1,250.00', 'Order › Order id: (none) → 12345']);
    expect(changeText({ kind: 'money', amount: 5000, currency: 'JPY' }, t, 'en')).toBe('¥5,000');
  });

  it('keeps a named field whose value is the same, and an object that did not change, as one row', () => {
    expect(text(changeRows({ registrar: { before: 'Meridian', after: 'Meridian' } }))).toEqual(['Registrar: Meridian → Meridian']);
    const same = changeRows({ contact: { before: { name: 'A' }, after: { name: 'A' } } });
    expect(same).toHaveLength(1);
    expect(same[0]!.after).toEqual({ kind: 'record', entries: [{ key: 'name', value: { kind: 'text', text: 'A' } }] });
  });

  it('writes yes/no, numbers, dates, lists and known state words for the reader', () => {
    const rows = changeRows({
      privacy: { before: false, after: true },
      period_years: { before: 1, after: 10000 },
      nameservers: { before: ['ns1.example.net', 'ns2.example.net'], after: [] },
      registry_lock: { before: 'locked', after: 'unlocked' },
      status: { before: 'pending delete', after: 'deleted' },
      expires_at: { before: '2026-06-01', after: '2027-06-01' },
    });
    expect(text(rows)).toEqual([
      'WHOIS privacy: No → Yes',
      'Period (years): 1 → 10,000',
      'Name servers: ns1.example.net\nns2.example.net → (none)',
      'Registry lock: locked → unlocked',
      'Status: pending deletion → deleted',
      'Expiry: Jun 1, 2026 → Jun 1, 2027',
    ]);
    expect(changeValue('2026-06-01T10:00:00.000Z')).toEqual({ kind: 'date', value: '2026-06-01T10:00:00.000Z' });
  });

  it('takes a bare value as the new one', () => {
    expect(text(changeRows({ reason: 'No longer used' }))).toEqual(['Reason: (none) → No longer used']);
  });

  it('reads objects inside lists as records, with their money', () => {
    const rows = changeRows({ items: { before: null, after: [{ name: 'example.org', period_years: 2, amount: 2400, currency: 'USD' }] } });
    expect(text(rows)).toEqual(['Items: (none) → Name: example.org, Period (years): 2, Amount: $24.00']);
  });

  it('has no rows for no changes or for something that is not a change list', () => {
    expect(changeRows({})).toEqual([]);
    expect(changeRows(null)).toEqual([]);
    expect(changeRows('registrant')).toEqual([]);
    expect(changeRows([{ before: 1, after: 2 }])).toEqual([]);
  });

  it('names a field the words do not know from its key', () => {
    expect(humanName('street1')).toBe('Street 1');
    expect(humanName('admin_contact')).toBe('Admin contact');
    expect(pathName(['auth_code_sent'], t)).toBe('Auth code sent');
    expect(stateWord('Aurora Holdings', t)).toBeUndefined();
    expect(stateWord('Pending delete', t)).toBe('pending deletion');
  });
});
