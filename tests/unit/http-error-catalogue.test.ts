import { describe, expect, it } from 'vitest';
import { HttpError } from '~/lib/http/http-error.ts';
import { answer, createTestClient, failureOf } from './support/fake-api.ts';

const notFound = () => answer(404, { code: 'not_found', message: 'No such record.' });

describe('403', () => {
  it('shows the access-denied screen and rejects', async () => {
    const { client, appErrors } = createTestClient({ route: () => answer(403, { message: 'Not yours.' }) });
    await expect(failureOf(client.get('groups/g/domains'))).resolves.toMatchObject({ status: 403, message: 'Not yours.' });
    expect(appErrors).toEqual([{ statusCode: 403, value: 'Not yours.' }]);
  });

  it('on a sign-in call only rejects, for the sign-in screen to show', async () => {
    const { client, appErrors } = createTestClient({ route: () => answer(403, { code: 'account_disabled', message: 'This user is not active.' }) });
    await expect(failureOf(client.post('login', {}))).resolves.toMatchObject({ status: 403, body: { code: 'account_disabled' } });
    expect(appErrors).toEqual([]);
  });
});

describe('404', () => {
  it('shows the not-found screen and rejects', async () => {
    const { client, appErrors } = createTestClient({ route: notFound });
    await expect(failureOf(client.get('groups/g/domains/9'))).resolves.toMatchObject({ status: 404, message: 'No such record.' });
    expect(appErrors).toEqual([{ statusCode: 404, value: 'No such record.' }]);
  });

  it.each([
    'password_resets/expired-token',
    'groups/g/domains/9/gap_analysis',
    'approvals/abc',
    'groups/g/approvals/abc',
    'groups/g/zones/z1/records',
    'groups/g/zones/z1/records/r9',
  ])('on %s only rejects', async (path) => {
    const { client, appErrors } = createTestClient({ route: notFound });
    await expect(failureOf(client.get(path))).resolves.toMatchObject({ status: 404 });
    expect(appErrors).toEqual([]);
  });

  it('is not shown while on the logout page', async () => {
    const { client, appErrors } = createTestClient({ route: notFound, currentPath: '/logout/' });
    await expect(failureOf(client.get('profile'))).resolves.toMatchObject({ status: 404 });
    expect(appErrors).toEqual([]);
  });

  it('asks the not-found hook first, which may deal with it (after a context change: go to /)', async () => {
    let contextChanged = true;
    const onNotFound = () => {
      const handled = contextChanged;
      contextChanged = false;
      return handled;
    };
    const { client, appErrors } = createTestClient({ route: notFound, handlers: { onNotFound } });
    await failureOf(client.get('groups/g/domains/9'));
    expect(appErrors).toEqual([]);
    await failureOf(client.get('groups/g/domains/9'));
    expect(appErrors).toEqual([{ statusCode: 404, value: 'No such record.' }]);
  });
});

describe('429', () => {
  it('on the registrar.domain.info platform call shows the throttle-limit snackbar, not the error screen', async () => {
    const { client, appErrors, snackbars } = createTestClient({ route: () => answer(429, { message: 'Slow down.' }) });
    const failure = await failureOf(client.post('groups/g/platform_calls', { operation: 'registrar.domain.info', domain: 'a.com' }));
    expect(failure).toMatchObject({ status: 429 });
    expect(snackbars).toEqual([{ content: expect.stringContaining('Too many domain information requests'), color: 'red' }]);
    expect(appErrors).toEqual([]);
  });

  it('anywhere else raises the 429 error screen', async () => {
    const { client, appErrors, snackbars } = createTestClient({ route: () => answer(429, { message: 'Slow down.' }) });
    await failureOf(client.post('groups/g/platform_calls', { operation: 'registrar.domain.renew' }));
    await failureOf(client.get('groups/g/domains'));
    expect(appErrors).toEqual([
      { statusCode: 429, value: 'Slow down.' },
      { statusCode: 429, value: 'Slow down.' },
    ]);
    expect(snackbars).toEqual([]);
  });

  it('on the availability check and domain additions raises the 429 error screen with the API\'s message, which says when to try again', async () => {
    const body = {
      statusCode: 429, code: 'too_many_requests', retry_after: 42, limit_scope: 'user', limit: 500, window_seconds: 60,
      message: 'Too many names checked: at most 500 per user in 60 seconds. Try again in 42 seconds.',
    };
    const { client, appErrors, snackbars } = createTestClient({ route: () => answer(429, body, { 'retry-after': '42' }) });
    await failureOf(client.post('groups/g/domain_checks', { names: ['a.com'] }));
    await failureOf(client.post('groups/g/domain_additions', { lines: [{ name: 'a.com' }], dry_run: true }));
    expect(appErrors).toEqual([{ statusCode: 429, value: body.message }, { statusCode: 429, value: body.message }]);
    expect(snackbars).toEqual([]);
  });
});

describe('500 and other statuses', () => {
  it('500 raises a server error carrying the answer data', async () => {
    const body = { statusCode: 500, code: 'internal_error', message: 'The server could not handle this request.' };
    const { client, appErrors } = createTestClient({ route: () => answer(500, body) });
    await expect(failureOf(client.post('groups/g/domains', {}))).resolves.toMatchObject({ status: 500, body });
    expect(appErrors).toEqual([{ statusCode: 500, value: body }]);
  });

  it('another status rejects with its status, the server message and the body, and shows nothing', async () => {
    const body = { code: 'validation_failed', message: 'name is required', errors: [{ instancePath: '/name' }] };
    const { client, appErrors, snackbars } = createTestClient({ route: () => answer(400, body) });
    const failure = await failureOf(client.post('groups/g/domains', {}));
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ name: 'HttpError', status: 400, message: 'name is required', body });
    expect(appErrors).toEqual([]);
    expect(snackbars).toEqual([]);
  });

  it('a network failure rejects with status 0', async () => {
    const { client } = createTestClient({ route: () => Promise.reject(new TypeError('fetch failed')) });
    await expect(failureOf(client.post('groups/g/domains', {}))).resolves.toMatchObject({ name: 'HttpError', status: 0 });
  });
});
