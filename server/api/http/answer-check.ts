/**
 * In the tests (STRICT_ANSWERS=1): an answer of a route registered by contract (contract-routes.ts)
 * that its contract's schema would write differently — a field the contract does not name, which
 * would be dropped, or a value of another type — is a 500 `answer_outside_contract` that names the
 * difference (in its message and the log), so a contract that lags behind its handler fails a test
 * instead of losing data in the portal.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './api-error.ts';

/** Where `written` differs from `meant` (both as JSON reads them): `$.changes[0].before` … */
export function answerDifferences(meant: unknown, written: unknown, at = '$'): string[] {
  if (meant === written) return [];
  if (Array.isArray(meant) && Array.isArray(written)) {
    if (meant.length !== written.length) return [`${at} (${meant.length} items, ${written.length} written)`];
    return meant.flatMap((item, index) => answerDifferences(item, written[index], `${at}[${index}]`));
  }
  if (meant && written && typeof meant === 'object' && typeof written === 'object' && !Array.isArray(meant) && !Array.isArray(written)) {
    const keys = new Set([...Object.keys(meant), ...Object.keys(written)]);
    return [...keys].flatMap((key) => answerDifferences((meant as Record<string, unknown>)[key], (written as Record<string, unknown>)[key], `${at}.${key}`));
  }
  return [`${at} (${JSON.stringify(meant)?.slice(0, 80)}, written ${JSON.stringify(written)?.slice(0, 80)})`];
}

export function installAnswerCheck(app: FastifyInstance): void {
  const meant = new WeakMap<FastifyRequest, string>();
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (request.routeOptions.config.contract) meant.set(request, JSON.stringify(payload));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const before = meant.get(request);
    const contract = request.routeOptions.config.contract;
    if (before === undefined || !contract || typeof payload !== 'string' || reply.statusCode >= 400) return payload;
    const differences = answerDifferences(JSON.parse(before), JSON.parse(payload));
    if (differences.length === 0) return payload;
    const message = `${contract.operationId} answered what its contract writes differently: ${differences.slice(0, 5).join('; ')}`;
    request.log.error(message);
    reply.code(500);
    return JSON.stringify(errorBody(500, 'answer_outside_contract', message));
  });
}
