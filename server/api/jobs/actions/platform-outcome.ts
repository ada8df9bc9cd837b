/**
 * An item run through a platform operation (DESIGN.md section 13: operations are platform
 * calls): the operation's own run() with the item's fields, its answer turned into the item's
 * outcome. Code 200 is done (with the operation's result); any other code is failed with
 * `platform_<code>` and the operation's message; a refusal before the operation starts (a domain
 * managed at another registrar) is failed `external`; a domain gone from the scope, `not_found`;
 * another refusal on the way (an account without an approver) is failed with its code.
 */
import { ApiError } from '../../http/api-error.ts';
import { PlatformRefusal, type PlatformOperation, type PlatformResult } from '../../platform/platform-operation.ts';
import type { ItemOutcome, JobContext } from '../job-action.ts';
import { sayIn } from './job-messages.ts';

export type PlatformAnswer = { ok: true; result: PlatformResult['result'] } | { ok: false; outcome: ItemOutcome };

/** A refusal on the way (a domain gone: not_found; an account without an approver: no_approver …) as the item's failure. */
export function apiErrorOutcome(context: JobContext, error: ApiError): ItemOutcome {
  if (error.statusCode === 404) return { state: 'failed', reason_key: 'not_found', reason: sayIn(context.locale)('notFound') };
  return { state: 'failed', reason_key: error.code, reason: error.message };
}

/** Runs the operation as the job's starter; `ok` with the answer when it said code 200. */
export function callOperation(context: JobContext, operation: PlatformOperation, fields: Readonly<Record<string, unknown>>): PlatformAnswer {
  let answer: PlatformResult;
  try {
    answer = operation.run({ ...context, fields });
  } catch (error) {
    if (error instanceof PlatformRefusal) return { ok: false, outcome: { state: 'failed', reason_key: 'external', reason: error.result.result.message } };
    if (error instanceof ApiError) return { ok: false, outcome: apiErrorOutcome(context, error) };
    throw error;
  }
  if (answer.result.code === 200) return { ok: true, result: answer.result };
  return { ok: false, outcome: { state: 'failed', reason_key: `platform_${answer.result.code}`, reason: answer.result.message, result: answer.result.result ?? undefined } };
}

/** The operation's answer as the item's outcome: done with its result, or failed. */
export function operationOutcome(context: JobContext, operation: PlatformOperation, fields: Readonly<Record<string, unknown>>): ItemOutcome {
  const answer = callOperation(context, operation, fields);
  return answer.ok ? { state: 'done', result: answer.result.result } : answer.outcome;
}
