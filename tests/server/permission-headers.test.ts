import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, demoPassword, portalOrigin, type TestApi } from './support/test-api.ts';
import { signIn } from './support/http-calls.ts';

describe('roles, abilities and environment headers, across origins', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('sends the expanded roles and abilities as JSON and the environment name, exposed to the portal origin', async () => {
    const login = await signIn(api.baseUrl, 'staff', demoPassword);
    const response = await fetch(`${api.baseUrl}/profile`, {
      headers: { authorization: `Bearer ${login.body.access_token}`, origin: portalOrigin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').split(',').map((name) => name.trim());
    expect(exposed).toEqual(expect.arrayContaining(['roles', 'abilities', 'environment']));
    expect(response.headers.get('environment')).toBe('test-env');
    const roles: unknown = JSON.parse(response.headers.get('roles') ?? 'null');
    const abilities: unknown = JSON.parse(response.headers.get('abilities') ?? 'null');
    expect(roles).toEqual(['staff']);
    expect(abilities).toEqual(expect.arrayContaining(['staff', 'manage-domains', 'view-domains', 'manage-invoicing', 'view-tray']));
  });

  it('expands admin roles into manager and viewer roles for a customer user', async () => {
    const login = await signIn(api.baseUrl, 'viewer', demoPassword);
    const response = await fetch(`${api.baseUrl}/profile`, { headers: { authorization: `Bearer ${login.body.access_token}` } });
    const roles = JSON.parse(response.headers.get('roles') ?? '[]') as string[];
    const abilities = JSON.parse(response.headers.get('abilities') ?? '[]') as string[];
    expect(roles).toContain('domains-viewer');
    expect(roles).not.toContain('domains-manager');
    expect(abilities).toContain('view-domains');
    expect(abilities).not.toContain('manage-domains');
  });

  it('leaves the permission headers off anonymous answers but still names the environment', async () => {
    const response = await fetch(`${api.baseUrl}/health`, { headers: { origin: portalOrigin } });
    expect(response.status).toBe(200);
    expect(response.headers.get('roles')).toBeNull();
    expect(response.headers.get('environment')).toBe('test-env');
  });

  it('answers the preflight of a PATCH with a bearer token from the portal origin, and not from others', async () => {
    const preflight = await fetch(`${api.baseUrl}/profile`, {
      method: 'OPTIONS',
      headers: { origin: portalOrigin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(portalOrigin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const stranger = await fetch(`${api.baseUrl}/profile`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PATCH' },
    });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
