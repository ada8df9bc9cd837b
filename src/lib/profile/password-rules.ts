/**
 * The checks the password form makes before asking (the API checks again): the current
 * password given, the new one by the reset flow's rule (8 characters at least), not the current
 * one, and typed the same twice. Answers a problem per field, or none. Pure.
 */
import { minimumPasswordLength } from '../contracts/password-rule.ts';

export { minimumPasswordLength };

export type PasswordProblem = 'required' | 'tooShort' | 'unchanged' | 'differ';

export interface PasswordInput {
  current: string;
  next: string;
  again: string;
}

export function passwordProblems({ current, next, again }: PasswordInput): Partial<Record<keyof PasswordInput, PasswordProblem>> {
  const problems: Partial<Record<keyof PasswordInput, PasswordProblem>> = {};
  if (!current) problems.current = 'required';
  if (!next) problems.next = 'required';
  else if ([...next].length < minimumPasswordLength) problems.next = 'tooShort';
  else if (next === current) problems.next = 'unchanged';
  if (!problems.next && again !== next) problems.again = 'differ';
  return problems;
}
