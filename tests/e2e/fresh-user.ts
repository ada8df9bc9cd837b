/**
 * A user of the demo customer account made for one test, through the portal's own flows: the
 * customer administrator creates the user (users API) and the password is set from the reset
 * mail (outbox). Per-user state (the bulk tray, its jobs) then belongs to that test alone, even
 * when repeats of it run at once in other workers.
 */
import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { expect, type APIRequestContext } from '@playwright/test';
import { customerAdminRoles } from '../../server/api/db/seed/demo-users.ts';
import { demoPassword, e2eApiBase, e2eDatabasePath } from './e2e-environment.ts';
import { storedSessionOf, type StoredSession } from './signed-in.ts';

function resetTokenMailedTo(email: string): string {
  const db = new DatabaseSync(e2eDatabasePath, { readOnly: true });
  try {
    const mail = db.prepare("SELECT body_text AS body FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1").get(email) as { body: string } | undefined;
    if (!mail) throw new Error(`No reset mail to ${email}`);
    return decodeURIComponent(/\/reset\?token=([^\s&]+)/.exec(mail.body)![1]!);
  } finally {
    db.close();
  }
}

/** A new customer administrator of the demo customer account, signed in (its stored session). */
export async function freshCustomerAdmin(request: APIRequestContext, prefix: string): Promise<StoredSession & { username: string }> {
  const admin = await storedSessionOf(request, 'admin');
  const username = `${prefix}-${randomBytes(4).toString('hex')}`;
  const email = `${username}@aurorafoods.example`;
  const created = await request.post(`${e2eApiBase}/groups/${admin.groupId}/users`, {
    headers: { authorization: `Bearer ${admin.accessToken}` },
    data: { username, name: `Bulk Tester ${username.slice(-8)}`, email, roles: customerAdminRoles, sign_in_method: 'password', status: 'active' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  expect((await request.post(`${e2eApiBase}/password_resets`, { data: { username } })).status()).toBe(202);
  const token = resetTokenMailedTo(email);
  const set = await request.put(`${e2eApiBase}/password_resets/${encodeURIComponent(token)}`, { data: { password: demoPassword } });
  expect(set.ok(), await set.text()).toBe(true);
  return { ...(await storedSessionOf(request, username)), username };
}
