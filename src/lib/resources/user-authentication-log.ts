/** One user's sign-in events (/users/{id}/authentication-log). */
import { authenticationLog } from './authentication-log.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const userAuthenticationLog: ResourceDeclaration = {
  ...authenticationLog,
  name: 'user-authentication-log',
  apiPath: 'users/{userId}/authentication_log',
  parent: { parameter: 'userId', resource: 'users' },
  routes: { list: '/users/{id}/authentication-log' },
};
