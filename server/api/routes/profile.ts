/**
 * GET /profile: the signed-in user's stored record. PATCH /profile: language, dark_theme,
 * pulse_configuration, and the user's name and e-mail address. A new e-mail address (it signs
 * in and receives reset links) needs the current password; a single-sign-on user's address is
 * the provider's (409 sso_user). Registered by contract (src/lib/contracts/profile-contracts.ts).
 */
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { profileContracts } from '../../../src/lib/contracts/profile-contracts.ts';
import type { ApiContext } from '../api-context.ts';
import { auditUserChange, checkCurrentPassword, currentUser, refuseSingleSignOn } from '../auth/profile-guards.ts';
import { userProfile } from '../auth/user-profile.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { ProfileChanges, UserRow } from '../auth/user-store.ts';
import { ApiError } from '../http/api-error.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess } from '../http/request-access.ts';

/**
 * The hooks of a profile route (http/contract-routes.ts): signed in, the user as stored now (404
 * user_not_found when gone), then the route's own checks; `userOf` answers the user they found.
 */
export function profileAccess(context: ApiContext) {
  const user = requestAccess((request) => currentUser(request, context));
  return {
    signedIn: (...checks: preValidationHookHandler[]) => ({
      preValidation: [context.authenticate, user.hook, ...checks],
    }),
    // Any request type: a contract's typed request is the key its hook set.
    userOf: (request: object): UserRow => user.of(request),
  };
}

export function registerProfileRoutes(app: FastifyInstance, context: ApiContext): void {
  const { users } = context;
  const { signedIn, userOf } = profileAccess(context);

  routeByContract(app, profileContracts.profile).handle(signedIn(), async (request) => userProfile(userOf(request)));

  routeByContract(app, profileContracts.updateProfile).handle(signedIn(), async (request) => {
    const { current_password: currentPassword, ...body } = request.body;
    const user = userOf(request);
    const changes: ProfileChanges = { ...body, ...(body.name === undefined ? {} : { name: body.name.trim() }) };
    const email = body.email?.trim();
    if (email !== undefined && email.toLowerCase() === user.email.toLowerCase()) delete changes.email;
    else if (email !== undefined) {
      refuseSingleSignOn(user);
      await checkCurrentPassword(context, user, currentPassword);
      changes.email = email;
    }
    const updated = inTransaction(context.db, () => {
      const saved = users.updateProfile(user.id, changes, context.isoNow());
      if (!saved) return undefined;
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const field of ['name', 'email'] as const) {
        if (saved[field] === user[field]) continue;
        before[field] = user[field];
        after[field] = saved[field];
      }
      if (Object.keys(after).length > 0) auditUserChange(context, request, user, before, after);
      return saved;
    });
    if (!updated) throw new ApiError(404, 'user_not_found', 'The signed-in user no longer exists.');
    return userProfile(updated);
  });
}
