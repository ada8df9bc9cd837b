/**
 * Seconds read as a duration in the reader's language, largest units first (3600 → 1 h,
 * 5400 → 1 h 30 min, 86400 → 1 d); the words are `resources:reading.duration.*`.
 */
type Translate = (key: string, variables?: Record<string, unknown>) => string;

const units = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
] as const;

/** The units of a whole number of seconds, largest first; zero is `0 seconds`. */
export function durationParts(seconds: number): { unit: (typeof units)[number][0]; count: number }[] {
  let left = Math.abs(Math.trunc(seconds));
  const parts = [];
  for (const [unit, size] of units) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0) parts.push({ unit, count });
  }
  return parts.length > 0 ? parts : [{ unit: 'seconds' as const, count: 0 }];
}

export function formatDuration(seconds: number, t: Translate): string {
  const text = durationParts(seconds)
    .map(({ unit, count }) => t(`resources:reading.duration.${unit}`, { count }))
    .reduce((before, after) => t('resources:reading.duration.joined', { before, after }));
  return seconds < 0 ? `-${text}` : text;
}
