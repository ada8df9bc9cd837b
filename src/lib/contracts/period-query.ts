/**
 * The `from` and `to` query parameters of a route that answers a period of days, as its contract
 * writes them: a day of the calendar each, and the most days the period may have
 * (`x-max-period-days`, which the document puts on the parameter). The route checks them by
 * arithmetic before any work (server/api/http/day-parameters.ts): a day the calendar does not have,
 * `to` before `from` or a longer period is 400 invalid_parameter naming the parameter.
 */
export const maxPeriodDaysKey = 'x-max-period-days';

export function periodQuery<const Max extends number>(maxDays: Max, descriptions: { readonly from: string; readonly to: string }) {
  const day = (description: string) => ({
    type: 'string',
    format: 'date',
    pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
    examples: ['2026-11-01'],
    description: `${description} A day of the calendar (2026-02-30 or 2026-13-01 is 400 invalid_parameter naming it); the period has at most ${maxDays} days.`,
    [maxPeriodDaysKey]: maxDays,
  }) as const;
  return { from: day(descriptions.from), to: day(descriptions.to) };
}
