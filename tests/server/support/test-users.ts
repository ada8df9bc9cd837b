/** Users a test adds to the seeded database and signs in as. */
import type { DatabaseSync } from 'node:sqlite';
import { hashPasswordSync } from '../../../server/api/auth/password-hash.ts';
import { permissionAreas } from '../../../src/lib/permissions/permission-names.ts';
import { signIn } from './http-calls.ts';
import { demoPassword } from './test-api.ts';

export interface SignedInUser {
  id: number;
  groupId: string;
  token: string;
}

/** Every area's admin role: all a customer can hold, short of staff. */
export const everyAreaAdmin = permissionAreas.map((area) => `${area}-admin`);

let passwordHash: string | undefined;

export function addUser(db: DatabaseSync, groupId: string, username: string, roles: readonly string[], abilities: readonly string[] = []): number {
  passwordHash ??= hashPasswordSync(demoPassword);
  const now = new Date().toISOString();
  const result = db
    .prepare(`INSERT INTO users (group_id, username, email, name, password_hash, roles, abilities, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(groupId, username, `${username}@example.test`, `Test ${username}`, passwordHash, JSON.stringify(roles), JSON.stringify(abilities), now, now);
  return Number(result.lastInsertRowid);
}

export async function signInAs(baseUrl: string, username: string): Promise<SignedInUser> {
  const answer = await signIn(baseUrl, username, demoPassword);
  if (answer.status !== 200) throw new Error(`${username} could not sign in: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { id: answer.body.user.id, groupId: answer.body.user.group_id, token: answer.body.access_token };
}

export function groupOf(db: DatabaseSync, username: string): string {
  return String(db.prepare('SELECT group_id FROM users WHERE username = ?').get(username)?.group_id);
}
