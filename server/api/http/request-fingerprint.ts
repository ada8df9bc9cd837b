/**
 * What a request asked, as one hash: JSON with every object's keys sorted (so `{a, b}` and
 * `{b, a}` ask the same), then SHA-256. The Idempotency-Key check compares requests by it, and a
 * job's start key (jobs/start-job.ts) names the same start by it.
 */
import { createHash } from 'node:crypto';

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sorted((value as Record<string, unknown>)[key])]));
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sorted(value)) ?? 'null';
}

export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
