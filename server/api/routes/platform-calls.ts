/**
 * POST /groups/{context}/platform_calls { operation, ...fields }: runs a named operation and
 * answers { platform: { status, result: { actionResult, message, code, result } } }, the message
 * in the language of Accept-Language (en, es, ja; English otherwise).
 * Throttled per user (PLATFORM_CALL_LIMIT per PLATFORM_CALL_WINDOW_SECONDS): 429 beyond.
 */
import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../api-context.ts';
import { ApiError, tooManyRequests } from '../http/api-error.ts';
import { PlatformRefusal } from '../platform/platform-operation.ts';
import { platformOperation, platformOperations } from '../platform/platform-operations.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { forbidden } from '../resources/resource-access.ts';

type Params = Record<string, string>;

export function registerPlatformCallRoutes(app: FastifyInstance, context: ApiContext): void {
  const { scopeOf, statements, audit } = context.resources;
  const limiter = context.platformCallLimiter;

  app.post('/groups/:context/platform_calls', { preHandler: context.authenticate }, async (request) => {
    const scope = scopeOf(request, (request.params as Params).context);
    const key = `user:${scope.auth.user.id}`;
    const wait = limiter.retryAfterSeconds(key);
    if (wait > 0) {
      throw tooManyRequests('Too many platform calls.', wait);
    }
    limiter.recordFailure(key);

    const body = request.body;
    const name = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).operation : undefined;
    if (typeof name !== 'string') throw new ApiError(400, 'missing_operation', 'Name the operation: { "operation": "registrar.domain.info", … }.');
    const operation = platformOperation(name);
    if (!operation) {
      throw new ApiError(400, 'unknown_operation', `No operation is named "${name.slice(0, 80)}".`, {
        details: { operations: platformOperations.map((entry) => entry.name) },
      });
    }
    if (!scope.auth.can(operation.permission)) throw forbidden(operation.permission);
    const { operation: _name, ...rest } = body as Record<string, unknown>;
    const locale = requestLocale(request);
    const fields = validateBody(operation.fields, rest, locale);
    try {
      const platform = operation.run({
        db: context.db, statements, audit, scope, fields, now: context.isoNow(), ip: request.ip, requestId: String(request.id),
        portalUrl: context.config.portalOrigins[0] ?? '', locale,
      });
      return { platform };
    } catch (error) {
      if (error instanceof PlatformRefusal) return { platform: error.result };
      throw error;
    }
  });
}
