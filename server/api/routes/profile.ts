/**
 * GET /profile: the signed-in user's stored record. PATCH /profile: language, dark_theme,
 * pulse_configuration, and the user's name and e-mail address. A new e-mail address (it signs
 * in and receives reset links) needs the current password; a single-sign-on user's address is
 * the provider's (409 sso_user).
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { auditUserChange, checkCurrentPassword, currentUser, refuseSingleSignOn } from '../auth/profile-guards.ts';
import { userProfile } from '../auth/user-profile.ts';
import { inTransaction } from '../db/in-transaction.ts';
import type { ProfileChanges } from '../auth/user-store.ts';
import { ApiError } from '../http/api-error.ts';

interface PatchBody extends ProfileChanges {
  current_password?: string;
}

const patchSchema = {
  body: {
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
      email: { type: 'string', format: 'email', maxLength: 254 },
      current_password: { type: 'string', maxLength: 1024 },
      language: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$' },
      dark_theme: { type: 'boolean' },
      pulse_configuration: { type: 'object' },
    },
  },
};

export function registerProfileRoutes(app: FastifyInstance, context: ApiContext): void {
  const { authenticate, users } = context;

  app.get('/profile', { preHandler: authenticate }, async (request) => {
    const user = request.auth && users.byId(request.auth.user.id);
    if (!user) throw new ApiError(404, 'user_not_found', 'The signed-in user no longer exists.');
    return userProfile(user);
  });

  app.patch<{ Body: PatchBody }>('/profile', { preHandler: authenticate, schema: patchSchema }, async (request) => {
    const { current_password: currentPassword, ...body } = request.body;
    const user = currentUser(request, context);
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
