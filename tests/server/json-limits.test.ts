/**
 * JSON bodies beyond the limits (server/api/http/json-limits.ts) are a clear 400 on every route
 * that takes a body, never a 500, and change nothing: nesting deeper than 32, or an object or
 * array field larger than 32 KB. The routes are read from the server itself, so a new route is
 * covered without touching this test.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxJsonDepth, maxJsonFieldBytes } from '../../server/api/http/json-limits.ts';
import { callJson } from './support/http-calls.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { signInAs, type SignedInUser } from './support/test-users.ts';

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `{"a":[[…]]}` with `depth` containers in all. */
const nested = (depth: number) => `{"a":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('JSON body limits', () => {
  let api: TestApi;
  let staff: SignedInUser;
  const routes: { method: string; url: string }[] = [];

  beforeAll(async () => {
    api = await startTestApi({}, {}, {
      onRoute: (route: RouteOptions) => {
        for (const method of [route.method].flat()) if (bodyMethods.has(method)) routes.push({ method, url: route.url });
      },
    });
    staff = await signInAs(api.baseUrl, 'staff');
  });
  afterAll(() => api.close());

  const send = (method: string, url: string, payload: string) =>
    api.app.inject({ method: method as 'POST', url, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` } });
  const concrete = (url: string) => url.replace(':context', staff.groupId).replace(/:[A-Za-z]+/g, '1').replace('*', 'x');

  it('refuses nesting deeper than 32 on every route that takes a body, with 400 json_too_deep', async () => {
    const urls = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const expected of ['PATCH /profile', 'POST /login', 'POST /groups/:context/contacts', 'PATCH /groups/:context/contacts/:id', 'POST /groups/:context/saved_filters', 'POST /groups/:context/tray_items', 'POST /groups/:context/platform_calls', 'POST /approvals/:publicId']) {
      expect(urls, expected).toContain(expected);
    }
    for (const route of routes) {
      const answer = await send(route.method, concrete(route.url), nested(10_000));
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(answer.json(), `${route.method} ${route.url}`).toEqual({
        statusCode: 400, error: 'Bad Request', code: 'json_too_deep', message: expect.stringContaining('32'), max_depth: maxJsonDepth,
      });
    }
  });

  it('takes a profile setting nested to the limit and refuses one level more, keeping the stored one', async () => {
    const pulse = (depth: number) => `{"pulse_configuration":{"widgets":${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}}}`;
    const atLimit = await send('PATCH', '/profile', pulse(maxJsonDepth));
    expect(atLimit.statusCode).toBe(200);
    const stored = atLimit.json().pulse_configuration;
    const over = await send('PATCH', '/profile', pulse(maxJsonDepth + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('json_too_deep');
    expect((await callJson(api.baseUrl, 'GET', '/profile', { token: staff.token })).body.pulse_configuration).toEqual(stored);
  });

  it('counts brackets inside strings as text', async () => {
    const answer = await send('PATCH', '/profile', JSON.stringify({ pulse_configuration: { note: '['.repeat(5000) } }));
    expect(answer.statusCode).toBe(200);
  });

  it('refuses a free-form field over 32 KB with 400 json_too_large, and writes nothing', async () => {
    const big = { notes: 'x'.repeat(maxJsonFieldBytes) };
    const profile = await send('PATCH', '/profile', JSON.stringify({ pulse_configuration: big }));
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual({
      statusCode: 400, error: 'Bad Request', code: 'json_too_large', message: expect.stringContaining('pulse_configuration'),
      field: 'pulse_configuration', max_bytes: maxJsonFieldBytes,
    });

    const templates = () => api.db.prepare('SELECT count(*) AS n FROM watch_templates').get()?.n;
    const before = templates();
    const template = await send('POST', `/groups/${staff.groupId}/watch_templates`, JSON.stringify({ name: 'Huge', settings: big }));
    expect(template.statusCode).toBe(400);
    expect(template.json()).toMatchObject({ code: 'json_too_large', field: 'settings' });
    expect(templates()).toBe(before);

    const fits = await send('POST', `/groups/${staff.groupId}/watch_templates`, JSON.stringify({ name: 'Fits', settings: { notes: 'x'.repeat(maxJsonFieldBytes - 100) } }));
    expect(fits.statusCode, fits.body).toBe(201);
  });
});
