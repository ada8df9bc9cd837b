/** GET /profile: the signed-in user's stored record. PATCH /profile: language, dark_theme, pulse_configuration. */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { userProfile } from '../auth/user-profile.ts';
import type { ProfileChanges } from '../auth/user-store.ts';
import { ApiError } from '../http/api-error.ts';

const patchSchema = {
  body: {
    type: 'object',
    minProperties: 1,
    additionalProperties: false,
    properties: {
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

  app.patch<{ Body: ProfileChanges }>('/profile', { preHandler: authenticate, schema: patchSchema }, async (request) => {
    const id = request.auth?.user.id;
    const updated = id === undefined ? undefined : users.updateProfile(id, request.body, context.isoNow());
    if (!updated) throw new ApiError(404, 'user_not_found', 'The signed-in user no longer exists.');
    return userProfile(updated);
  });
}
