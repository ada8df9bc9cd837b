/** The pulse's timeline (pure): events grouped by their UTC day, the newest day first, newest first within it. */
import type { PulseEvent, PulseKind } from './dashboard-types.ts';

export interface TimelineDay {
  date: string;
  events: PulseEvent[];
}

export function timelineDays(events: readonly PulseEvent[], shown: readonly PulseKind[]): TimelineDay[] {
  const byDay = new Map<string, PulseEvent[]>();
  for (const event of events) {
    if (!shown.includes(event.kind)) continue;
    const date = event.at.slice(0, 10);
    byDay.set(date, [...(byDay.get(date) ?? []), event]);
  }
  return [...byDay]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, dayEvents]) => ({ date, events: [...dayEvents].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)) }));
}

/** Whether an event's time is a calendar day only (`2026-11-03`) rather than an instant. */
export function isDayOnly(at: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(at);
}
