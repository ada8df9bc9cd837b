/**
 * Checks a request body against the resource's JSON Schema (its `ui` keys stripped by the
 * shared helper): all failures at once, unknown fields refused, messages in the caller's
 * language. A failure is a 400 `validation_failed` with the error items.
 */
import type { FastifyRequest } from 'fastify';
import { validateData } from '../../../src/lib/validation/json-schema/validate-data.ts';
import { ApiError } from '../http/api-error.ts';

export function requestLocale(request: FastifyRequest): string {
  const header = request.headers['accept-language'];
  return (typeof header === 'string' ? header.split(',')[0]?.split(';')[0]?.trim() : undefined) || 'en';
}

export function validateBody(schema: object, body: unknown, locale: string): Record<string, unknown> {
  const result = validateData(schema, body === undefined ? {} : body, locale);
  if (!result.valid) {
    const count = result.errors.length;
    throw new ApiError(400, 'validation_failed', `The record is not valid (${count} ${count === 1 ? 'problem' : 'problems'}).`, {
      details: { errors: result.errors },
    });
  }
  return body as Record<string, unknown>;
}
