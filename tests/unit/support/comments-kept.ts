/**
 * The one notice a zone file with comments after its records gets (R10 of the DNS review): they
 * become those records' comments, told once, at the first of them (its last data token).
 */
import type { ZoneFileProblem } from '~/lib/dns/zone-file/zone-file-problems.ts';
import type { ParsedRecord } from '~/lib/dns/zone-file/parse-zone-file.ts';

export function commentsKept(records: readonly ParsedRecord[]): Pick<ZoneFileProblem, 'line' | 'column' | 'key' | 'values'>[] {
  const commented = records.filter((parsed) => !parsed.record.disabled && parsed.record.type !== 'SOA' && (parsed.record.comment ?? '') !== '');
  if (commented.length === 0) return [];
  const last = commented[0].at.data[commented[0].at.data.length - 1];
  return [{ line: last.line, column: last.column, key: 'zoneFile.commentsKept', values: { count: String(commented.length) } }];
}

/** Notices without their English, to compare with commentsKept(). */
export const placed = (notices: readonly ZoneFileProblem[]) => notices.map(({ line, column, key, values }) => ({ line, column, key, values }));
