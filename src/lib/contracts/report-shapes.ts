/**
 * The shapes the report routes answer with (DESIGN.md section 14), shared by their contracts
 * (report-contracts.ts) and, as types, by the API's report definitions and the report screens
 * (src/lib/schemas/report.ts). What a report answers varies by report: each object is open
 * (`additionalProperties: true`), so every field a report sends goes through, beside the fields
 * named here.
 */
import { reportNames } from '../schemas/report.ts';

const open = { type: 'object', additionalProperties: true } as const;
const count = { type: 'integer', minimum: 0 } as const;

const keyFigureShape = {
  ...open,
  required: ['id', 'value', 'unit'],
  properties: {
    id: { type: 'string', description: 'Stable id: domains_total, registry_lock_percent, auto_renew_percent, zones_total, dnssec_percent, not_our_nameservers, records_total, zones_with_records, certificates_total, expiring_30_days, forecast_total (once per currency), renewals_count, events_total, active_users.' },
    value: { type: 'number', description: 'A count, a percentage with one decimal, or money in minor units.' },
    unit: { enum: ['count', 'percent', 'money'] },
    currency: { type: 'string', minLength: 3, maxLength: 3, description: 'For money.' },
  },
} as const;

const reportRowShape = {
  ...open,
  required: ['key', 'count'],
  properties: {
    key: { type: 'string', description: 'The bucket (`com`, `active`, `true`, `2027`, `2027-03`, `0-300` …); \'\' is "none".' },
    count,
    pql: { type: 'string', description: "PQL over the section's resource selecting the records counted (to AND with the report's filter), where PQL can say it." },
    amounts: { type: 'object', additionalProperties: { type: 'number' }, description: 'Money per currency, minor units (the renewals forecast).' },
    values: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Counts per series key: per kind (activity over time), auto / manual (forecast by month).' },
  },
} as const;

const reportSectionShape = {
  ...open,
  required: ['id', 'chart', 'rows'],
  properties: {
    id: { type: 'string', description: 'Stable id within the report (by_tld, by_status, by_month …).' },
    chart: { enum: ['bar', 'donut', 'series'] },
    resource: { type: 'string', description: "The declared resource the rows' pql selects from." },
    series: { type: 'array', items: { type: 'string' }, description: "A series chart's keys, in order: kinds (activity) or currencies (forecast)." },
    rows: { type: 'array', items: reportRowShape },
  },
} as const;

const dropCandidatesShape = {
  ...open,
  required: ['count', 'ids', 'rows'],
  description: 'With `drop`: the domains the forecast renews that meet every marked criterion, soonest expiry first.',
  properties: {
    count,
    ids: { type: 'array', items: { type: 'integer' }, maxItems: 10_000, description: 'At most 10 000.' },
    rows: {
      type: 'array',
      maxItems: 50,
      items: {
        ...open,
        required: ['id', 'name', 'expires_at', 'amount', 'currency'],
        properties: {
          id: { type: 'integer' }, name: { type: 'string' }, expires_at: { type: 'string' },
          amount: { type: 'number', description: 'One renewal (price per year × its period), minor units.' }, currency: { type: 'string' },
        },
      },
    },
  },
} as const;

/** One report, aggregated on the server. */
export const reportShape = {
  ...open,
  required: ['report', 'generated_at', 'filter', 'total', 'key_figures', 'sections'],
  properties: {
    report: { enum: reportNames },
    generated_at: { type: 'string', format: 'date-time' },
    filter: { type: 'string', description: "The pql applied, trimmed; '' for none." },
    total: { ...count, description: 'Records the report covers after the filter (the forecast: domains renewing inside the horizon; activity: entries in the period).' },
    key_figures: { type: 'array', items: keyFigureShape },
    sections: { type: 'array', items: reportSectionShape },
    drop_candidates: dropCandidatesShape,
  },
} as const;

/** A report of the catalogue, with its headline figure. */
export const catalogueEntryShape = {
  type: 'object',
  additionalProperties: false,
  required: ['report', 'key_figure'],
  properties: { report: { enum: reportNames }, key_figure: keyFigureShape },
} as const;
