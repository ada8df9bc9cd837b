/**
 * A report section's numbers as columns (DESIGN.md section 14: each chart has the same numbers
 * as a table and a CSV): the key, the count, each series key of the rows' `values`, each
 * currency of their `amounts`, and a donut's share. The table, the CSV and the series chart all
 * read the section through these, so they cannot disagree. Pure.
 */
import type { ReportAnswer, ReportRow, ReportSection } from '../schemas/report.ts';
import type { ReportDeclaration, SectionDeclaration } from './report-declarations.ts';
import { majorUnits } from './report-values.ts';

export type SectionColumn =
  | { kind: 'key' }
  | { kind: 'count' }
  | { kind: 'value'; key: string }
  | { kind: 'amount'; currency: string }
  | { kind: 'share' };

/** Keys in the order `preferred` gives them, then the others in the order they first appear. */
function ordered(found: Iterable<string>, preferred: readonly string[] = []): string[] {
  const seen = new Set(found);
  return [...preferred.filter((key) => seen.has(key)), ...[...seen].filter((key) => !preferred.includes(key))];
}

export function valueKeys(section: Pick<ReportSection, 'rows' | 'series'>): string[] {
  return ordered(section.rows.flatMap((row) => Object.keys(row.values ?? {})), section.series);
}

export function currencies(section: Pick<ReportSection, 'rows' | 'series'>): string[] {
  return ordered(section.rows.flatMap((row) => Object.keys(row.amounts ?? {})), section.series);
}

export function sectionColumns(section: Pick<ReportSection, 'rows' | 'series' | 'chart'>): SectionColumn[] {
  return [
    { kind: 'key' },
    { kind: 'count' },
    ...valueKeys(section).map((key): SectionColumn => ({ kind: 'value', key })),
    ...currencies(section).map((currency): SectionColumn => ({ kind: 'amount', currency })),
    ...(section.chart === 'donut' ? [{ kind: 'share' } as const] : []),
  ];
}

/** A column's identity (a table's column key, the CSV's header). */
export function columnId(column: SectionColumn): string {
  switch (column.kind) {
    case 'value':
      return column.key;
    case 'amount':
      return `amount_${column.currency}`;
    default:
      return column.kind;
  }
}

/** Each row's share of the section's count (0–1). */
export function rowShares(rows: readonly Pick<ReportRow, 'count'>[]): number[] {
  const total = rows.reduce((sum, row) => sum + Math.max(0, row.count), 0);
  return rows.map((row) => (total > 0 ? Math.max(0, row.count) / total : 0));
}

export interface SectionSeries {
  /** The rows' keys, one period each. */
  periods: string[];
  series: { key: string; values: number[] }[];
}

/**
 * What a series chart draws: per series key, one number per row — the rows' `values`, or
 * their `amounts` in each currency's major unit (11.10, not 1110).
 */
export function sectionSeries(section: Pick<ReportSection, 'rows' | 'series'>, declaration: Pick<SectionDeclaration, 'series'>): SectionSeries {
  const periods = section.rows.map((row) => row.key);
  if (declaration.series === 'amounts') {
    return { periods, series: currencies(section).map((currency) => ({ key: currency, values: section.rows.map((row) => majorUnits(row.amounts?.[currency] ?? 0, currency)) })) };
  }
  const keys = valueKeys(section);
  if (keys.length === 0) return { periods, series: [{ key: 'count', values: section.rows.map((row) => row.count) }] };
  return { periods, series: keys.map((key) => ({ key, values: section.rows.map((row) => row.values?.[key] ?? 0) })) };
}

/** A section's declaration; a section the portal does not know yet reads its keys as written. */
export function sectionDeclaration(report: Pick<ReportDeclaration, 'sections'>, id: string): SectionDeclaration {
  return report.sections.find((entry) => entry.id === id) ?? { id, keys: 'text' };
}

/** The answer's sections in the declared order; any the portal does not know yet follow in the API's order. */
export function orderedSections(answer: Pick<ReportAnswer, 'sections'>, declaration: Pick<ReportDeclaration, 'sections'>): ReportSection[] {
  const order = declaration.sections.map((section) => section.id);
  const rank = (section: ReportSection) => (order.includes(section.id) ? order.indexOf(section.id) : order.length);
  return answer.sections.map((section, index) => ({ section, index }))
    .sort((a, b) => rank(a.section) - rank(b.section) || a.index - b.index)
    .map(({ section }) => section);
}
