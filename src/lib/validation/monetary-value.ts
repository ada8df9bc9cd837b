/** Monetary amounts as typed or sent: `1234`, `1,234.56`, `-0.5` (spec section 5). */
import { failure, type RuleResult } from './rule-result.ts';

export const currenciesWithoutDecimals: ReadonlySet<string> = new Set(['JPY']);

// Either no separators at all, or comma-separated groups of three after a 1–3 digit lead.
const integerPart = String.raw`(?:\d+|[1-9]\d{0,2}(?:,\d{3})+)`;
const withCents = new RegExp(String.raw`^-?${integerPart}(?:\.\d{1,2})?$`);
const wholeOnly = new RegExp(String.raw`^-?${integerPart}$`);

function amountText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  // A number is judged by its shortest round-trip form, so 1e21 ("1e+21") and 0.1 + 0.2 fail.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function validateMonetaryValue(value: unknown, currency?: string | null): RuleResult {
  const text = amountText(value);
  const pattern = currency && currenciesWithoutDecimals.has(currency.toUpperCase()) ? wholeOnly : withCents;
  return text !== undefined && pattern.test(text) ? true : failure('invalidMonetaryValue');
}
