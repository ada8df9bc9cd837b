/**
 * What a report answers (DESIGN.md section 14): aggregated on the server, drawn by the portal as
 * a chart with its table twin and CSV. The API writes these shapes and the report screens read
 * them; a row names the records it counts as PQL, so the portal can link it to the filtered list.
 */

export const reportNames = ['domains', 'dns', 'dns-records', 'ssls', 'renewals-forecast', 'portfolio-activity'] as const;
export type ReportName = (typeof reportNames)[number];

/** The declared resource each report's `pql` filter and rows' `pql` are written over. */
export const reportResources: Record<ReportName, string> = {
  domains: 'domains',
  dns: 'dns-zones',
  'dns-records': 'dns-records',
  ssls: 'ssl-certificates',
  'renewals-forecast': 'domains',
  'portfolio-activity': 'audit-log',
};

/** Horizons of the renewals forecast, in months. */
export const forecastHorizons = [12, 24, 36] as const;

/** What the user may mark as a drop candidate's criteria (all marked ones must hold). */
export const dropCriteria = ['auto_renew_off', 'no_dns_queries', 'no_records', 'expiring_90_days', 'not_our_nameservers'] as const;
export type DropCriterion = (typeof dropCriteria)[number];

export interface ReportRow {
  /** The bucket as stored ('com', 'active', '2027', 'true', '2027-03', '3600'); '' is "none". */
  key: string;
  count: number;
  /** PQL over the section's resource selecting the records this row counts (ANDed with the report's filter). */
  pql?: string;
  /** Money per currency in minor units (the renewals forecast). */
  amounts?: Record<string, number>;
  /** Counts per series key (a time series: per kind; the forecast: auto / manual). */
  values?: Record<string, number>;
}

export interface ReportSection {
  /** Stable id; the portal's words are `reports:sections.<report>.<id>`. */
  id: string;
  chart: 'bar' | 'donut' | 'series';
  /** The declared resource the rows' `pql` selects from, when a list can show them. */
  resource?: string;
  /** A series chart's series keys, in order (the keys of each row's `values`, or currencies for `amounts`). */
  series?: string[];
  rows: ReportRow[];
}

export interface KeyFigure {
  /** Stable id; the portal's words are `reports:figures.<id>`. */
  id: string;
  value: number;
  unit: 'count' | 'percent' | 'money';
  /** For money. */
  currency?: string;
}

export interface DropCandidates {
  count: number;
  /** At most 10 000 ids, soonest expiry first. */
  ids: number[];
  /** The first 50, for the screen. */
  rows: { id: number; name: string; expires_at: string; amount: number; currency: string }[];
}

export interface ReportAnswer {
  report: ReportName;
  generated_at: string;
  /** The PQL filter applied, as sent (trimmed); '' for none. */
  filter: string;
  /** Records the report covers after the filter. */
  total: number;
  key_figures: KeyFigure[];
  sections: ReportSection[];
  /** The renewals forecast with `drop=` criteria. */
  drop_candidates?: DropCandidates;
}

/** GET /groups/{context}/reports: the catalogue, one headline figure per report. */
export interface ReportCatalogueEntry {
  report: ReportName;
  key_figure: KeyFigure;
}
