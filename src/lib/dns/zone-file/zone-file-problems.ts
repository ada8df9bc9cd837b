/**
 * A problem of a zone file at its line and column (1-based), with its i18n key (namespace
 * `dns`: `zoneFile.*` for the file's own, `problems.*` for a record's) and its English.
 */
import { dnsEnglish, fillIn } from '../dns-messages.ts';
import type { RecordProblem } from '../zone-record.ts';

export type ZoneFileKey = keyof typeof dnsEnglish.zoneFile;

/** The errors an invalid_zone_file answer lists (and the notices an import answers), in file order; `error_count` (`notice_count`) counts them all. */
export const maxZoneFileErrors = 1000;

export interface ZoneFileProblem {
  readonly line: number;
  readonly column: number;
  readonly key: string;
  readonly values: Readonly<Record<string, string>>;
  readonly message: string;
}

export function zoneFileProblem(line: number, column: number, key: ZoneFileKey, values: Readonly<Record<string, string>> = {}): ZoneFileProblem {
  return { line, column, key: `zoneFile.${key}`, values, message: fillIn(dnsEnglish.zoneFile[key], values) };
}

/** A record's problem (its field named) placed at the token it is about. */
export function recordProblemAt(line: number, column: number, found: RecordProblem): ZoneFileProblem {
  return { line, column, key: found.key, values: found.values, message: found.message };
}

/** In file order: by line, then column. */
export function byPosition(a: ZoneFileProblem, b: ZoneFileProblem): number {
  return a.line - b.line || a.column - b.column;
}
