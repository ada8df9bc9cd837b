/**
 * An ApiError raised in a worker thread, carried to the request thread as data and raised there
 * again: the same answer (status, code, message, details, headers) as if the work had run in place.
 */
import { ApiError } from '../http/api-error.ts';

export type Refusal = { statusCode: number; code: string; message: string; details: Record<string, unknown>; headers: Record<string, string> };

/** A worker's reply: the answer, or the refusal the work raised. */
export type AnswerOrRefusal<T> = { answer: T } | { refusal: Refusal };

/** In the worker: what `work` answers, or the ApiError it threw as a refusal; any other error is the worker's failure. */
export function answerOrRefusal<T>(work: () => T): AnswerOrRefusal<T> {
  try {
    return { answer: work() };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { refusal: { statusCode: error.statusCode, code: error.code, message: error.message, details: error.details, headers: error.headers } };
  }
}

/** On the request thread: the answer, or the refusal raised as the ApiError it was. */
export function answerOf<T>(reply: AnswerOrRefusal<T>): T {
  if ('refusal' in reply) throw new ApiError(reply.refusal.statusCode, reply.refusal.code, reply.refusal.message, { details: reply.refusal.details, headers: reply.refusal.headers });
  return reply.answer;
}
