/**
 * Step 1 (continued) as every page's client holds it: a POST loads the Idempotency-Key step
 * (src/lib/idempotency) and goes through it; anything else goes on at once. The step stays out
 * of the core chunk that every page, signed out too, downloads (DESIGN.md section 10, budgets).
 */
import type { ConfiguredMiddleware } from 'wretch';
import type { DescribeTarget } from './describe-target.ts';

export function idempotencyKeyOnWrites(describe: DescribeTarget, newKey?: () => string): ConfiguredMiddleware {
  return (next) => (url, options) => options.method !== 'POST' ? next(url, options)
    : import('../../idempotency/idempotency-key-step.ts').then(({ idempotencyKeyStep }) => idempotencyKeyStep(describe, newKey)(next)(url, options));
}
