/** Values such as user names and tokens that may not contain any whitespace. */
import { failure, type RuleResult } from './rule-result.ts';

// `\s` covers Unicode spaces (no-break, ideographic) and line breaks; U+200B is added because
// it is typed and pasted like a space although Unicode does not class it as whitespace.
const whitespace = /[\s\u200B]/;

/** Only strings can contain whitespace; other values (empty ones included) pass this rule. */
export function validateNoSpaces(value: unknown): RuleResult {
  return typeof value === 'string' && whitespace.test(value) ? failure('noSpaces') : true;
}
