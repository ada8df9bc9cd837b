/**
 * A caller's scope handed to a worker thread as data (a RequestAuth holds functions, which do not
 * cross threads) and rebuilt there from the user row: the request thread checked the session and
 * the account already.
 */
import { requestAuthFor } from '../auth/authenticate.ts';
import type { UserRow } from '../auth/user-store.ts';
import type { GroupScope } from '../resources/group-scope.ts';

export interface ScopeData {
  user: UserRow;
  sessionId: string;
  context: string;
  isStaff: boolean;
  allAccounts: boolean;
}

export const scopeData = ({ auth, context, isStaff, allAccounts }: GroupScope): ScopeData => ({ user: auth.user, sessionId: auth.sessionId, context, isStaff, allAccounts });

export const scopeOfData = (data: ScopeData): GroupScope => ({ auth: requestAuthFor(data.user, data.sessionId), context: data.context, isStaff: data.isStaff, allAccounts: data.allAccounts });
