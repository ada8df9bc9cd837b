/** Signs a demo user (password DEMO_PASSWORD, else the seed's) in through the API, as the portal's sign-in screen does. */
import { defaultDemoPassword } from '../server/api/db/seed/demo-users.ts';

export interface DemoSignIn {
  accessToken: string;
  refreshToken: string;
  groupId: string;
}

export async function signInDemoUser(apiBase: string, username: string): Promise<DemoSignIn> {
  const response = await fetch(`${apiBase}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: process.env.DEMO_PASSWORD || defaultDemoPassword }),
  });
  const body = (await response.json()) as { access_token: string; refresh_token: string; user: { group_id: string } };
  if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return { accessToken: body.access_token, refreshToken: body.refresh_token, groupId: body.user.group_id };
}
