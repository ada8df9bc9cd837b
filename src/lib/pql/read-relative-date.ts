/**
 * Relative dates, a value form of date fields (DESIGN.md section 7): `today` or `now`, alone or
 * followed by a sign, a whole number and a unit, so a saved filter such as
 * `expires_at between today,today+60d` stays true.
 *
 *   relative = ( "today" [ sign count day-unit ] ) / ( "now" [ sign count ( day-unit / "h" / "m" ) ] )
 *   sign     = "+" / "-"
 *   count    = 1*6DIGIT
 *   day-unit = "d" / "w" / "mo" / "y"        ; days, weeks, calendar months, calendar years
 *
 * `today` is a calendar day and counts whole days; `now` is an instant and also counts hours
 * (`h`) and minutes (`m`). Lowercase only, like every PQL keyword. Any item that starts with
 * `today` or `now` is read as a relative date on a date field, so a near miss is an error that
 * says what is wrong rather than "not a date".
 */
import type { PqlReason } from './pql-types.ts';
import { quoteForReason } from './pql-text.ts';

export type RelativeAnchor = 'today' | 'now';
export type RelativeUnit = 'm' | 'h' | 'd' | 'w' | 'mo' | 'y';

export interface RelativeDate {
  anchor: RelativeAnchor;
  /** Signed number of units; 0 for a bare anchor. */
  amount: number;
  unit: RelativeUnit;
}

export type RelativeDateRead =
  | { kind: 'relative'; date: RelativeDate }
  | ({ kind: 'malformed' } & PqlReason)
  /** The item does not start with `today` or `now`: some other value. */
  | { kind: 'other' };

const dayUnits: readonly RelativeUnit[] = ['d', 'w', 'mo', 'y'];
const instantUnits: readonly RelativeUnit[] = ['m', 'h', ...dayUnits];
const unitNames = 'd (days), w (weeks), mo (months) or y (years)';
const nowUnitNames = 'm (minutes), h (hours), d (days), w (weeks), mo (months) or y (years)';
const maxCountDigits = 6;

export function readRelativeDate(item: string): RelativeDateRead {
  const anchor: RelativeAnchor | undefined = item.startsWith('today') ? 'today' : item.startsWith('now') ? 'now' : undefined;
  if (!anchor) return { kind: 'other' };
  const rest = item.slice(anchor.length);
  if (rest === '') return { kind: 'relative', date: { anchor, amount: 0, unit: 'd' } };
  const shown = quoteForReason(item);
  const malformed = (key: string, why: string, values: Record<string, string> = {}): RelativeDateRead => ({
    kind: 'malformed',
    reason: `${shown} is not a relative date: ${why}`,
    key,
    values: { item, anchor, ...values },
  });
  const sign = rest[0];
  if (sign !== '+' && sign !== '-') return malformed('relativeDateSign', `"+" or "-" must follow "${anchor}", as in ${anchor}+30d`);
  const count = /^\d*/.exec(rest.slice(1))?.[0] ?? '';
  if (count === '' || count.length > maxCountDigits) {
    return malformed('relativeDateCount', `a whole number of at most ${maxCountDigits} digits must follow "${sign}", as in ${anchor}${sign}30d`, { sign });
  }
  const unit = rest.slice(1 + count.length);
  const allowed = anchor === 'today' ? dayUnits : instantUnits;
  const names = anchor === 'today' ? unitNames : nowUnitNames;
  if (unit === '') return malformed('relativeDateUnitMissing', `a unit must follow ${count}: ${names}`, { count });
  if (anchor === 'today' && (unit === 'h' || unit === 'm')) {
    return malformed('relativeDateTodayUnit', `"today" is a calendar day and counts in ${unitNames}; for hours and minutes write now${sign}${count}${unit}`, { unit });
  }
  if (!allowed.includes(unit as RelativeUnit)) {
    return malformed('relativeDateUnitUnknown', `${quoteForReason(unit)} is not a unit; use ${names}`, { unit });
  }
  // `|| 0` keeps today-0d from giving -0.
  const amount = (sign === '-' ? -Number(count) : Number(count)) || 0;
  return { kind: 'relative', date: { anchor, amount, unit: unit as RelativeUnit } };
}

/** Why `item`, on the date field `field`, is a malformed relative date; undefined when it is not one. */
export function malformedRelativeDate(item: string, field: string): PqlReason | undefined {
  const read = readRelativeDate(item);
  if (read.kind !== 'malformed') return undefined;
  return { reason: `${read.reason} (field "${field}")`, key: read.key, values: { ...read.values, field } };
}
