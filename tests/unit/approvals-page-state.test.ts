/**
 * What the approval screens show from the API's answers and refusals: the public page's state
 * (open, decided by the reader or before, withdrawn, expired, unknown), and the staff record's
 * state, related records and who may act (src/islands/approvals).
 */
import { describe, expect, it } from 'vitest';
import { isAlreadyDecided, publicIdOf, readApproval, viewOfAnswer, viewOfFailure } from '~/islands/approvals/approval-view';
import { relativeAmount } from '~/islands/approvals/change-text';
import { askedBy, isWaiting, relatedRecords, requestStatus } from '~/islands/approvals/request-record';
import { HttpError } from '~/lib/data/errors';

/** The public API's answer (server/api/routes/approvals.ts, publicView). */
const answer = {
  public_id: 'x7Kq', kind: 'registrant_change', status: 'pending', account: { name: 'Aurora Foods Group' }, domain_name: 'aurorafoods.com',
  approver_name: 'Grace Hopper', requested_by: { name: 'Alan Turing' }, changes: { registrant: { before: 'Aurora', after: 'Aurora Holdings' } },
  amount: 12500, currency: 'EUR', requested_at: '2026-06-01T10:00:00.000Z', expires_at: '2026-06-04T10:00:00.000Z', decided_at: null, decision_comment: null,
};

const refusal = (status: number, code: string) => new HttpError(status, code, { statusCode: status, code, message: code });

describe('the public answer, as the page reads it', () => {
  it('names who asks, for which account and domain, the change, its cost and its times', () => {
    expect(readApproval(answer)).toEqual({
      kind: 'registrant_change', status: 'pending', account: 'Aurora Foods Group', domain: 'aurorafoods.com', requester: 'Alan Turing',
      changes: answer.changes, amount: 12500, currency: 'EUR', requestedAt: '2026-06-01T10:00:00.000Z', expiresAt: '2026-06-04T10:00:00.000Z',
      decidedAt: null, comment: null, outcome: null,
    });
  });

  it('has no requester when the API names none, and no cost without both amount and currency', () => {
    expect(readApproval({ ...answer, requested_by: { name: null } }).requester).toBeNull();
    expect(readApproval({ ...answer, requested_by: undefined, requested_by_name: 'Ada' }).requester).toBe('Ada');
    expect(readApproval({ ...answer, currency: null })).toMatchObject({ amount: null, currency: null });
    expect(readApproval({ ...answer, amount: null })).toMatchObject({ amount: null, currency: null });
    expect(readApproval(null)).toMatchObject({ status: 'pending', changes: {}, account: null });
  });

  it('reads the outcome a decision answers with', () => {
    expect(readApproval({ ...answer, status: 'approved', outcome: { applied: false, message: 'aurorafoods.com is no longer in the account; nothing changed.' } }).outcome)
      .toEqual({ applied: false, message: 'aurorafoods.com is no longer in the account; nothing changed.' });
  });
});

describe('the page state', () => {
  it('is open while the request waits for a decision', () => {
    expect(viewOfAnswer(answer)).toMatchObject({ state: 'open' });
  });

  it('says a decision was made, by the reader just now or before', () => {
    expect(viewOfAnswer({ ...answer, status: 'approved', decided_at: '2026-06-02T09:00:00.000Z' }, true)).toMatchObject({ state: 'decided', byReader: true, approval: { status: 'approved' } });
    expect(viewOfAnswer({ ...answer, status: 'rejected' })).toMatchObject({ state: 'decided', byReader: false, approval: { status: 'rejected' } });
  });

  it('says a withdrawn request was withdrawn, and an expired one expired', () => {
    expect(viewOfAnswer({ ...answer, status: 'cancelled' })).toMatchObject({ state: 'cancelled' });
    expect(viewOfAnswer({ ...answer, status: 'expired' })).toEqual({ state: 'expired' });
  });

  it('turns the API 404s into the expired and unknown pages, and leaves every other failure to the error state', () => {
    expect(viewOfFailure(refusal(404, 'approval_expired'))).toEqual({ state: 'expired' });
    expect(viewOfFailure(refusal(404, 'approval_not_found'))).toEqual({ state: 'unknown' });
    expect(viewOfFailure(new HttpError(404, 'Not Found', 'plain text'))).toEqual({ state: 'unknown' });
    expect(viewOfFailure(refusal(500, 'internal'))).toBeUndefined();
    expect(viewOfFailure(new HttpError(0, 'offline'))).toBeUndefined();
    expect(viewOfFailure(new Error('bug'))).toBeUndefined();
  });

  it('knows a decision refused because the request was decided meanwhile', () => {
    expect(isAlreadyDecided(refusal(409, 'already_decided'))).toBe(true);
    expect(isAlreadyDecided(refusal(400, 'validation_failed'))).toBe(false);
  });

  it('reads the public id from the address, not from the shell', () => {
    expect(publicIdOf('/approvals/q3T-9_xYz')).toBe('q3T-9_xYz');
    expect(publicIdOf('/approvals/q3T-9_xYz/')).toBe('q3T-9_xYz');
    expect(publicIdOf('/approvals/_/')).toBeUndefined();
    expect(publicIdOf('/approvals/')).toBeUndefined();
    expect(publicIdOf('/approvals/a/b')).toBeUndefined();
    expect(publicIdOf('/approvals/%E0%A4%A')).toBeUndefined();
  });
});

describe('how far away a moment is', () => {
  const now = Date.parse('2026-06-01T10:00:00.000Z');
  const at = (hours: number) => now + hours * 3_600_000;
  it('says minutes below an hour, hours below two days, else days', () => {
    expect(relativeAmount(now + 20 * 60_000, now)).toEqual({ value: 20, unit: 'minute' });
    expect(relativeAmount(now + 10_000, now)).toEqual({ value: 0, unit: 'minute' });
    expect(relativeAmount(at(30), now)).toEqual({ value: 30, unit: 'hour' });
    expect(relativeAmount(at(72), now)).toEqual({ value: 3, unit: 'day' });
    expect(relativeAmount(at(-5), now)).toEqual({ value: -5, unit: 'hour' });
    expect(relativeAmount(at(-24 * 9), now)).toEqual({ value: -9, unit: 'day' });
  });
});

describe('the staff record', () => {
  const now = Date.parse('2026-06-01T10:00:00.000Z');
  const record = { id: 7, status: 'pending', expires_at: '2026-06-02T10:00:00.000Z', domain_id: 12, domain_name: 'aurorafoods.com', contact_id: 3, contact: { name: 'Ada Lovelace' }, order_id: 41, requested_by_user_id: 5 };

  it('reads a pending request past its expiry as expired, as the public page says it, and only a waiting one may be acted on', () => {
    expect(requestStatus(record, now)).toBe('pending');
    expect(isWaiting(record, now)).toBe(true);
    expect(requestStatus(record, Date.parse('2026-06-02T10:00:00.000Z'))).toBe('expired');
    expect(isWaiting(record, Date.parse('2026-06-03T00:00:00.000Z'))).toBe(false);
    expect(requestStatus({ ...record, status: 'approved' }, Date.parse('2027-01-01T00:00:00.000Z'))).toBe('approved');
  });

  it('links the order, the domain and the contact it is about, by their names', () => {
    expect(relatedRecords(record)).toEqual([
      { kind: 'order', id: '41', href: '/domains/orders/41', name: undefined },
      { kind: 'domain', id: '12', href: '/domains/12', name: 'aurorafoods.com' },
      { kind: 'contact', id: '3', href: '/contacts/3', name: 'Ada Lovelace' },
    ]);
    expect(relatedRecords({ id: 8, domain_id: null, contact_id: null, order_id: null })).toEqual([]);
  });

  it('knows whether the signed-in user asked for it', () => {
    expect(askedBy(record, '5')).toBe(true);
    expect(askedBy(record, '6')).toBe(false);
    expect(askedBy({ ...record, requested_by_user_id: null }, '5')).toBe(false);
    expect(askedBy(record, undefined)).toBe(false);
  });
});
