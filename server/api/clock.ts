/** The current time in epoch milliseconds; tests pass their own to move time forward. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export function isoAt(clock: Clock, offsetSeconds = 0): string {
  return new Date(clock() + offsetSeconds * 1000).toISOString();
}
