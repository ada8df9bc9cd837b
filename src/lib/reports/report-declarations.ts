/**
 * The report screens, declared once (DESIGN.md section 14): for each report its sections in the
 * order they show, how each section's keys read, what a series chart draws, its options in the
 * address, and the list its rows open. The API answers the numbers (src/lib/schemas/report.ts);
 * the words are `reports:sections.<report>.<section>.*`. Pure data.
 */
import type { ReportName } from '../schemas/report.ts';

/**
 * How a bucket's key reads: `value` an enum value's label (`resources:values.<key>`), `status`
 * the same as a coloured badge, `boolean` Yes/No, `year` as written (never digit-grouped),
 * `month` 'YYYY-MM' as the reader writes a month, `day` 'YYYY-MM-DD' as a date, `count-range`
 * and `ttl-range` buckets ('10-49', '200+') of counts or of seconds (read as durations), `word` a
 * report word (`reports:keys.<key>`: ours, other, none, auto, manual, expired), `area` an audit
 * log area (`reports:areas.<key>`), `user` a username ('' is the system), `text` as written.
 */
export type KeyReading = 'value' | 'status' | 'boolean' | 'year' | 'month' | 'day' | 'count-range' | 'ttl-range' | 'word' | 'area' | 'user' | 'text';

export interface SectionDeclaration {
  id: string;
  keys: KeyReading;
  /** How the keys of the rows' `values` read (a column each in the table). */
  values?: KeyReading;
  /** What a series chart draws: the rows' `values` per series key, or their `amounts` per currency. */
  series?: 'values' | 'amounts';
  /** A series chart's look. */
  seriesKind?: 'line' | 'bars';
}

export type ReportOption = 'months' | 'drop' | 'period';

export interface ReportDeclaration {
  name: ReportName;
  /** The portal route. */
  route: string;
  sections: readonly SectionDeclaration[];
  /** Report options besides the PQL filter, kept in the address. */
  options: readonly ReportOption[];
  /**
   * For each resource a section's rows select from, the declared list that shows them (its
   * route is read from the declaration when the page is built); none when no list can.
   */
  lists: Readonly<Record<string, string | null>>;
}

const section = (id: string, keys: KeyReading, more: Omit<SectionDeclaration, 'id' | 'keys'> = {}): SectionDeclaration => ({ id, keys, ...more });

export const reportDeclarations: Readonly<Record<ReportName, ReportDeclaration>> = {
  domains: {
    name: 'domains',
    route: '/reports/domains',
    sections: [
      section('by_tld', 'text'),
      section('by_status', 'status'),
      section('by_registry_lock', 'boolean'),
      section('by_expiry_year', 'year'),
      section('by_auto_renew', 'boolean'),
    ],
    options: [],
    lists: { domains: 'domains' },
  },
  dns: {
    name: 'dns',
    route: '/reports/dns',
    sections: [
      section('by_record_count', 'count-range'),
      section('by_dnssec', 'status'),
      section('by_nameservers', 'word'),
    ],
    options: [],
    // Zones have no list of their own; a section whose rows the API says are domains opens the domains list.
    lists: { 'dns-zones': null, domains: 'domains' },
  },
  'dns-records': {
    name: 'dns-records',
    route: '/reports/dns-records',
    sections: [
      section('by_type', 'text'),
      section('by_ttl', 'ttl-range'),
    ],
    options: [],
    // The records of every zone are listed by the record search.
    lists: { 'dns-records': 'dns-record-search', 'dns-record-search': 'dns-record-search' },
  },
  ssls: {
    name: 'ssls',
    route: '/reports/ssls',
    sections: [
      section('by_validation_level', 'value'),
      section('by_issuer', 'text'),
      section('by_expiry_month', 'month'),
      section('by_status', 'status'),
    ],
    options: [],
    lists: { 'ssl-certificates': 'ssl-certificates' },
  },
  'renewals-forecast': {
    name: 'renewals-forecast',
    route: '/reports/renewals-forecast',
    sections: [
      section('by_month', 'month', { values: 'word', series: 'amounts', seriesKind: 'bars' }),
      section('by_currency', 'text'),
      section('auto_vs_manual', 'word'),
    ],
    options: ['months', 'drop'],
    lists: { domains: 'domains' },
  },
  'portfolio-activity': {
    name: 'portfolio-activity',
    route: '/reports/portfolio-activity',
    sections: [
      section('over_time', 'day', { values: 'area', series: 'values', seriesKind: 'line' }),
      section('by_kind', 'area'),
      section('by_user', 'user'),
    ],
    options: ['period'],
    // Audit entries have no list of their own (each area's log filters by its own fields).
    lists: { 'audit-log': null },
  },
};

export function reportDeclaration(name: ReportName): ReportDeclaration {
  return reportDeclarations[name];
}

/** The audit log's areas (`area` of an entry: the permission area it belongs to), as the activity report groups them. */
export { permissionAreas as activityAreas } from '../permissions/permission-names.ts';
