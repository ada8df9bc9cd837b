/**
 * The watch screens' CSV files (DESIGN.md section 11, "Charts": every chart's table as CSV): raw
 * keys and numbers, so a file reads the same in every language. Loaded when a download is asked for.
 */
import { csvText } from '~/islands/resources/list/csv';
import type { WatchMatch } from '~/lib/schemas/watch-insights';
import { matchFacts } from '~/lib/watch/watch-matches';

export function countsCsv(keyColumn: string, rows: readonly { key: string; value: number }[]): string {
  return csvText([keyColumn, 'count'], rows.map((row) => [row.key, String(row.value)]));
}

export function matchesCsv(matches: readonly WatchMatch[]): string {
  return csvText(
    ['name', 'technique', 'similarity', 'risk_score', 'risk_band', 'facts', 'registrar', 'registered_at', 'status', 'case'],
    matches.map((match) => [
      match.name, match.technique, String(match.similarity), String(match.risk_score), match.risk_band, matchFacts(match).join(' '),
      match.registrar_name ?? '', match.registered_at ?? '', match.status, match.case_reference ?? '',
    ]),
  );
}
