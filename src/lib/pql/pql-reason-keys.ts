/**
 * Machine-readable reasons of PQL errors, so the portal can say them in the user's language
 * (the English `reason` stays for people and logs). Only the relative-date errors carry one so far.
 */
export const pqlReasonKeys = [
  /** Something other than `+` or `-` follows `today` / `now` (`today5d`, `nowadays`). */
  'relative_date_sign',
  /** No whole number after the sign (`today+`, `now-d`). */
  'relative_date_count',
  /** No unit after the number (`today+5`). */
  'relative_date_unit_missing',
  /** An unknown unit (`today+5x`). */
  'relative_date_unit_unknown',
  /** Hours or minutes after `today`, which is a calendar day (`today+5h`). */
  'relative_date_today_unit',
  /** The date lands outside the years 0000–9999 (`today+999999y`). */
  'relative_date_out_of_range',
  /** A relative date on a field that is not a date (`renew_count equals today`). */
  'relative_date_not_date_field',
] as const;

export type PqlReasonKey = (typeof pqlReasonKeys)[number];
