/**
 * Errors the API answers with. Every error body has the same shape:
 * { statusCode, error (reason phrase), code (machine-readable), message, ...details }.
 */
import { STATUS_CODES } from 'node:http';

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  code: string;
  message: string;
  [detail: string]: unknown;
}

export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, code: string, message: string, options: { details?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }

  toBody(): ApiErrorBody {
    return errorBody(this.statusCode, this.code, this.message, this.details);
  }
}

export function errorBody(statusCode: number, code: string, message: string, details: Record<string, unknown> = {}): ApiErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message, ...details };
}

export function unauthorized(code: string, message: string): ApiError {
  return new ApiError(401, code, message, { headers: { 'www-authenticate': `Bearer error="invalid_token", error_description="${message}"` } });
}

/** 429 `too_many_requests`: the message says what and when to try again; `retry-after` and `retry_after` say the seconds. */
export function tooManyRequests(message: string, retryAfterSeconds: number, details: Record<string, unknown> = {}): ApiError {
  return new ApiError(429, 'too_many_requests', `${message} Try again in ${retryAfterSeconds} seconds.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    details: { retry_after: retryAfterSeconds, ...details },
  });
}

export function tooManyAttempts(retryAfterSeconds: number): ApiError {
  return new ApiError(429, 'too_many_attempts', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
    details: { retry_after: retryAfterSeconds },
  });
}
