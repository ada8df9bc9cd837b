/** The context identifier the portal sends with requests (spec section 9). */
import { failure, type RuleResult } from './rule-result.ts';

export const contextIdentifierLength = 36;

export function validateContextIdentifier(value: unknown): RuleResult {
  return typeof value === 'string' && [...value].length === contextIdentifierLength
    ? true
    : failure('contextIdentifierLength', { 0: contextIdentifierLength });
}
