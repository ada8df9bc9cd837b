import { describe, expect, it } from 'vitest';
import { answer, createTestClient, storedUser } from './support/fake-api.ts';

const permissionHeaders = { roles: JSON.stringify(['domains-admin']), abilities: JSON.stringify(['staff']) };

describe('roles and abilities from the answer headers', () => {
  it('replace the stored ones when they differ', async () => {
    const { client, user, syncPermissions } = createTestClient({ route: () => answer(200, {}, permissionHeaders) });
    await client.get('profile');
    expect(syncPermissions).toHaveBeenCalledWith(['domains-admin'], ['staff']);
    expect(user.get()).toMatchObject({ roles: ['domains-admin'], abilities: ['staff'] });
  });

  it('change nothing when they are the same, missing or not JSON lists', async () => {
    const same = createTestClient({ route: () => answer(200, {}, permissionHeaders), user: storedUser({ roles: ['domains-admin'], abilities: ['staff'] }) });
    await same.client.get('profile');
    const missing = createTestClient({ route: () => answer(200, {}) });
    await missing.client.get('profile');
    const broken = createTestClient({ route: () => answer(200, {}, { roles: 'admin', abilities: '{"a":1}' }) });
    await broken.client.get('profile');
    expect(same.syncPermissions).not.toHaveBeenCalled();
    expect(missing.syncPermissions).not.toHaveBeenCalled();
    expect(broken.syncPermissions).not.toHaveBeenCalled();
  });

  it('are also read from error answers', async () => {
    const { client, syncPermissions } = createTestClient({ route: () => answer(422, { message: 'bad' }, permissionHeaders) });
    await client.post('groups/g/domains', {}).catch(() => undefined);
    expect(syncPermissions).toHaveBeenCalledWith(['domains-admin'], ['staff']);
  });

  it.each(['login', 'two_factor_codes', 'login_sso'])('are ignored on the answer to %s', async (path) => {
    const { client, syncPermissions } = createTestClient({ route: () => answer(200, { access_token: 'a', refresh_token: 'r' }, permissionHeaders) });
    await client.post(path, {});
    expect(syncPermissions).not.toHaveBeenCalled();
  });
});

describe('the environment header', () => {
  it('is kept as the environment name', async () => {
    const { client, environmentName } = createTestClient({ route: () => answer(200, {}, { environment: 'staging' }) });
    expect(environmentName.get()).toBeUndefined();
    await client.get('profile');
    expect(environmentName.get()).toBe('staging');
  });
});
