import { describe, expect, it } from 'vitest';
import { editorRecordSets } from '../../src/islands/dns/zone-editor/record-set-rows';
import { formOf, recordOf } from '../../src/islands/dns/zone-editor/record-form';
import type { DraftChange, LiveRecord } from '../../src/islands/dns/zone-editor/zone-api';

const live: LiveRecord[] = [
  { id: 1, name: 'www', type: 'A', ttl: 300, content: '192.0.2.1' },
  { id: 2, name: '@', type: 'NS', ttl: 86400, content: 'ns1.example.net.' },
  { id: 3, name: 'www', type: 'A', ttl: 300, content: '192.0.2.2' },
  { id: 4, name: '@', type: 'TXT', ttl: 300, content: '"v=spf1 -all"' },
];

const change = (id: number, action: DraftChange['action'], recordId: number | null, record: DraftChange['record']): DraftChange =>
  ({ id, action, record_id: recordId, record, before: null, base: null, conflict: null });

describe('the zone editor table', () => {
  it('groups records by record set, apex first, and marks staged changes', () => {
    const sets = editorRecordSets(live, [
      change(10, 'delete', 3, null),
      change(11, 'update', 4, { name: '@', type: 'TXT', ttl: 300, content: '"v=spf1 mx -all"' }),
      change(12, 'create', null, { name: 'mail', type: 'MX', ttl: 3600, content: 'mx.example.net.', priority: 10 }),
    ]);
    expect(sets.map((set) => `${set.name} ${set.type}`)).toEqual(['@ NS', '@ TXT', 'mail MX', 'www A']);
    const www = sets.find((set) => set.name === 'www')!;
    expect(www.records.map((entry) => [entry.record.content, entry.mark])).toEqual([['192.0.2.1', null], ['192.0.2.2', 'deleted']]);
    const txt = sets.find((set) => set.type === 'TXT')!.records[0]!;
    expect([txt.mark, txt.record.content, txt.before?.content, txt.changeId]).toEqual(['changed', '"v=spf1 mx -all"', '"v=spf1 -all"', 11]);
    expect(sets.find((set) => set.type === 'MX')!.records[0]).toMatchObject({ mark: 'new', changeId: 12 });
  });

  it('shows a change to a record someone else changed, or deleted, as a conflict: mine, with theirs beside it', () => {
    const changed = { ...change(20, 'update', 1, { name: 'www', type: 'A', ttl: 300, content: '192.0.2.9' }), conflict: 'record_changed' as const };
    const gone = { ...change(21, 'update', 99, { name: 'old', type: 'A', ttl: 300, content: '192.0.2.10' }), conflict: 'record_gone' as const };
    const sets = editorRecordSets(live, [changed, gone]);
    expect(sets.find((set) => set.name === 'www')!.records[0]).toMatchObject({ mark: 'conflict', conflict: 'record_changed', record: { content: '192.0.2.9' }, before: { content: '192.0.2.1' }, changeId: 20 });
    // The record is gone from the live zone: the change still has a row, not a silent drop.
    expect(sets.find((set) => set.name === 'old')!.records).toEqual([expect.objectContaining({ mark: 'conflict', conflict: 'record_gone', changeId: 21 })]);
  });
});

describe('the record form', () => {
  const zone = { name: 'example.com' };

  it('makes an MX from its preference and exchange and names the field that is wrong', () => {
    const values = { name: 'mail', type: 'MX', ttl: '3600', priority: '10', fields: { exchange: 'mx.example.net.' }, comment: '' };
    expect(recordOf(values, zone)).toEqual({ record: { name: 'mail', type: 'MX', ttl: 3600, content: 'mx.example.net.', priority: 10, comment: null }, problems: [] });
    const wrong = recordOf({ ...values, priority: '70000', fields: { exchange: '-mx.example.net.' } }, zone).problems;
    expect(wrong.map((problem) => problem.field).sort()).toEqual(['exchange', 'priority']);
  });

  it('edits TXT as plain text and splits a long one into strings of 255 bytes', () => {
    const text = 'x'.repeat(300);
    const { record, problems } = recordOf({ name: '@', type: 'TXT', ttl: '300', priority: '', fields: { text }, comment: '' }, zone);
    expect(problems).toEqual([]);
    expect(record.content).toBe(`"${'x'.repeat(255)}" "${'x'.repeat(45)}"`);
    expect(formOf(record).fields).toEqual({ text });
  });

  it('refuses a TTL outside 60–604800', () => {
    const { problems } = recordOf({ name: 'www', type: 'A', ttl: '5', priority: '', fields: { address: '192.0.2.1' }, comment: '' }, zone);
    expect(problems.map((problem) => problem.field)).toEqual(['ttl']);
  });
});
