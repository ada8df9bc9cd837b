/**
 * POST /groups/{context}/platform_calls { operation, ...fields }: runs a named operation and
 * answers { platform: { status, result: { actionResult, message, code, result } } }, the message
 * in the language of Accept-Language (en, es, ja; English otherwise).
 * Throttled per user (PLATFORM_CALL_LIMIT per PLATFORM_CALL_WINDOW_SECONDS): 429 beyond.
 * Takes an Idempotency-Key (http/idempotency.ts): a repeat is answered from the first call, not run or counted again.
 * Before the body is checked: the throttle, the operation named (400 missing_operation,
 * unknown_operation) and its permission (403); then its fields, by the operation's own schema.
 */
import type { FastifyInstance } from 'fastify';
import { domainContracts } from '../../../src/lib/contracts/domain-contracts.ts';
import { platformOperationNames } from '../../../src/lib/contracts/domain-shapes.ts';
import type { ApiContext } from '../api-context.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { ApiError, tooManyRequests } from '../http/api-error.ts';
import { requestAccess } from '../http/request-access.ts';
import { PlatformRefusal, type PlatformOperation } from '../platform/platform-operation.ts';
import { platformOperation, platformOperations } from '../platform/platform-operations.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { forbidden } from '../resources/resource-access.ts';

export function registerPlatformCallRoutes(app: FastifyInstance, context: ApiContext): void {
  const operationNames = platformOperations.map((entry) => entry.name);
  // The contract's body takes the operations it names: it must name every one the platform runs.
  if (operationNames.join() !== platformOperationNames.join()) throw new Error('The platform_call contract does not name the platform\'s operations.');
  const { scopeOf, statements, audit } = context.resources;
  const limiter = context.platformCallLimiter;

  const access = requestAccess((request, params): { scope: GroupScope; operation: PlatformOperation } => {
    const scope = scopeOf(request, params.context);
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
      throw new ApiError(400, 'unknown_operation', `No operation is named "${name.slice(0, 80)}".`, { details: { operations: operationNames } });
    }
    if (!scope.auth.can(operation.permission)) throw forbidden(operation.permission);
    return { scope, operation };
  });

  routeByContract(app, domainContracts.platformCall).handle(context.idempotentWrite.keyed(access.hook), async (request) => {
    const { scope, operation } = access.of(request);
    const { operation: _name, ...rest } = request.body;
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
