/**
 * The `from` and `to` query parameters of a route that answers a period of days. Both carry
 * `x-max-period-days`, the most days the period may have (checked by arithmetic before any work,
 * http/day-parameters.ts); a day the calendar does not have, `to` before `from` or a longer
 * period is 400 invalid_parameter naming the parameter.
 */
import type { JsonObject } from './openapi-types.ts';

export const maxPeriodDaysKey = 'x-max-period-days';

const daySchema = { type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', examples: ['2026-11-01'] };
const checked = (maxDays: number) =>
  `A day of the calendar (2026-02-30 or 2026-13-01 is 400 invalid_parameter naming it); the period has at most ${maxDays} days.`;

export function periodParameters(maxDays: number, descriptions: { from: string; to: string }): JsonObject[] {
  return (['from', 'to'] as const).map((name) => ({
    name, in: 'query', required: false, description: `${descriptions[name]} ${checked(maxDays)}`, schema: daySchema, [maxPeriodDaysKey]: maxDays,
  }));
}
