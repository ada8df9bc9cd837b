/**
 * How jobs are said (namespace `tray`): records, titles, the snackbar's progress and end lines,
 * and the dialog's confirm button, which says exactly what happens — in English, Spanish and Japanese.
 */
import { describe, expect, it } from 'vitest';
import { confirmLabel, type ConfirmContext } from '~/islands/tray/dialog-words';
import { failureText } from '~/islands/tray/failure-text';
import { HttpError } from '~/lib/data/errors';
import type { Job } from '~/lib/tray/job-types';
import { finalText, jobTitle, progressText, recordsText } from '~/lib/tray/job-words';
import { translatorFor } from './support/translators';

const en = await translatorFor('en');
const es = await translatorFor('es');
const ja = await translatorFor('ja');

function job(values: Partial<Job> = {}): Job {
  return {
    id: 1, user_id: 7, username: 'ana', action: 'renew', resource: 'domains', options: {}, state: 'running', retry_of: null, retryable_count: 0, costs: [],
    item_count: 30, queued_count: 18, running_count: 0, waiting_count: 0, done_count: 12, failed_count: 0, skipped_count: 0, cancelled_count: 0,
    started_at: null, finished_at: null, created_at: '2026-05-01 10:00:00', ...values,
  };
}

const confirm = (values: Partial<ConfirmContext>, t = en) => confirmLabel(t, {
  resource: 'domains', action: 'renew', options: {}, eligible: 28, costs: [], zones: 0, language: 'en',
  optionText: (kind, value) => t(kind === 'template' ? `tray:options.templates.${value}.name` : `tray:options.contactFields.${value}`), ...values,
});

describe('a job in words', () => {
  it('names its records and action', () => {
    expect(recordsText(en, 'domains', 1)).toBe('1 domain');
    expect(recordsText(en, 'dns-records', 3)).toBe('3 DNS records');
    expect(recordsText(en, 'widgets', 3)).toBe('3 records');
    expect(jobTitle(en, job())).toBe('Renew: 30 domains');
    expect(jobTitle(es, job({ resource: 'ssl-certificates' }))).toBe('Renovar: 30 certificados');
    expect(jobTitle(ja, job())).toBe('更新: ドメイン 30 件');
  });

  it('says the progress as the snackbar shows it', () => {
    expect(progressText(en, job())).toBe('Renewing 12 of 30 domains');
    expect(progressText(es, job())).toBe('Renovando 12 de 30 dominios');
    expect(progressText(ja, job())).toBe('ドメインを更新中 (30 件中 12 件)');
    expect(progressText(en, job({ action: 'delete', resource: 'dns-records', item_count: 1, queued_count: 1, done_count: 0 }))).toBe('Deleting 0 of 1 record');
  });

  it('says an unknown action with the generic line', () => {
    expect(progressText(en, job({ action: 'frobnicate' }))).toBe('frobnicate: 12 of 30 records');
    expect(finalText(en, job({ action: 'frobnicate', done_count: 30, state: 'done' }))).toBe('frobnicate: 30 of 30 records done');
  });

  it('says how it ended, with what did not simply succeed', () => {
    const ended = job({ state: 'done', queued_count: 0, done_count: 28, skipped_count: 2 });
    expect(finalText(en, ended)).toBe('Renewed 28 of 30 domains · 2 skipped');
    expect(finalText(es, ended)).toBe('Renovados 28 de 30 dominios · 2 omitidos');
    expect(finalText(ja, ended)).toBe('ドメインを更新しました (30 件中 28 件)・スキップ 2 件');
  });
});

describe('the confirm button', () => {
  it('says the count and the total', () => {
    expect(confirm({ costs: [{ currency: 'USD', amount: 41_200 }] })).toBe('Renew 28 domains · $412.00');
    expect(confirm({ costs: [{ currency: 'USD', amount: 41_200 }, { currency: 'JPY', amount: 5000 }] })).toBe('Renew 28 domains · $412.00 + ¥5,000');
    expect(confirm({ eligible: 1 })).toBe('Renew 1 domain');
    expect(confirm({ costs: [{ currency: 'EUR', amount: 0 }] })).toBe('Renew 28 domains');
  });

  it('says the zones of a DNS job', () => {
    expect(confirm({ resource: 'dns-records', action: 'delete', eligible: 14, zones: 3 })).toBe('Delete 14 records in 3 zones');
    expect(confirm({ resource: 'dns-records', action: 'ttl', options: { ttl: 3600 }, eligible: 14, zones: 1 })).toBe('Set the TTL of 14 records in 1 zone to 3,600 s');
  });

  it('says which way a switch goes, the template and the field chosen', () => {
    expect(confirm({ action: 'privacy', options: { enabled: false }, eligible: 5 })).toBe('Turn privacy off for 5 domains');
    expect(confirm({ action: 'transfer_lock', options: { enabled: true }, eligible: 5 })).toBe('Turn the transfer lock on for 5 domains');
    expect(confirm({ action: 'dns_template', options: { template: 'parking' }, eligible: 2 })).toBe('Apply “Parking” to 2 domains');
    expect(confirm({ resource: 'contacts', action: 'update_field', options: { field: 'city', value: 'Lyon' }, eligible: 4 })).toBe('Set “City” of 4 contacts');
    expect(confirm({ resource: 'dns-records', action: 'delete', eligible: 14, zones: 3 }, ja)).toBe('3 ゾーンのレコード 14 件を削除');
  });
});

describe('a refused call in the dialog', () => {
  it('lists the refused choices in the server\'s words, by where they are', () => {
    const body = { code: 'validation_failed', message: 'The record is not valid (1 problem).', errors: [{ instancePath: '/options/nameservers/1', message: 'debe coincidir con el formato "hostname"' }] };
    expect(failureText(new HttpError(400, body.message, body), en)).toEqual({ message: 'The choices were refused:', details: ['nameservers/1: debe coincidir con el formato "hostname"'] });
  });

  it('says an unknown action, nothing to retry, and anything else as the server said it', () => {
    expect(failureText(new HttpError(400, 'x', { code: 'unknown_action' }), en)?.message).toBe('The server does not offer this action.');
    expect(failureText(new HttpError(409, 'x', { code: 'nothing_to_retry' }), en)?.message).toBe('Nothing is left to retry.');
    expect(failureText(new HttpError(403, 'Needs manage-domains.', { code: 'forbidden' }), en)?.message).toBe('Needs manage-domains.');
    expect(failureText(new HttpError(0, 'aborted', undefined, 'AbortError'), en)).toBeUndefined();
  });
});
