/**
 * The weeks of a watch's trend (issue 15, watch overview): ISO weeks in UTC, named by their
 * Monday (`YYYY-MM-DD`); the last one is the week holding `now`.
 */
import { trendWeeks } from '../../../src/lib/schemas/watch-insights.ts';

const dayMs = 86_400_000;

/** The Monday (00:00 UTC) of the week holding the instant. */
export function mondayOf(at: number): number {
  const day = Math.floor(at / dayMs) * dayMs;
  const weekday = (new Date(day).getUTCDay() + 6) % 7;
  return day - weekday * dayMs;
}

/** The Mondays of the last `count` weeks, oldest first, as `YYYY-MM-DD`. */
export function lastWeeks(now: number, count = trendWeeks): string[] {
  const current = mondayOf(now);
  return Array.from({ length: count }, (_, index) => new Date(current - (count - 1 - index) * 7 * dayMs).toISOString().slice(0, 10));
}

/** The ISO instant the trend starts at (the first week's Monday). */
export function trendStart(now: number, count = trendWeeks): string {
  return new Date(mondayOf(now) - (count - 1) * 7 * dayMs).toISOString();
}

/** The week (its Monday) an ISO instant falls in. */
export function weekOf(iso: string): string {
  return new Date(mondayOf(Date.parse(iso))).toISOString().slice(0, 10);
}
