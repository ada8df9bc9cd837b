/**
 * What every rule returns: `true`, or the message key (namespace `validation`) with its
 * parameters, ready for `t(\`validation:${failure.key}\`, failure.params)`.
 */
import type { MessageParams, ValidationMessageKey } from './validation-messages.ts';

export interface RuleFailure {
  readonly key: ValidationMessageKey;
  readonly params?: MessageParams;
}

export type RuleResult = true | RuleFailure;

export function failure(key: ValidationMessageKey, params?: MessageParams): RuleFailure {
  return params ? { key, params } : { key };
}
