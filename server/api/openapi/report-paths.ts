/**
 * OpenAPI paths and schemas of routes/reports.ts (DESIGN.md section 14): the catalogue and one
 * report, aggregated on the server (server/api/reports/). The answers are the shapes of
 * src/lib/schemas/report.ts.
 */
import { dropCriteria, forecastHorizons, reportNames, reportResources } from '../../../src/lib/schemas/report.ts';
import { activityIntervals, maxActivityDays } from '../reports/activity-period.ts';
import { groupErrors } from './openapi-components.ts';
import { periodParameters } from './period-parameters.ts';
import { jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

// Component schemas are compiled one by one, so they name no other component: parts are inlined.
const keyFigure = (): JsonObject => ({
  type: 'object',
  required: ['id', 'value', 'unit'],
  properties: {
    id: { type: 'string', description: 'Stable id: domains_total, registry_lock_percent, auto_renew_percent, zones_total, dnssec_percent, not_our_nameservers, records_total, zones_with_records, certificates_total, expiring_30_days, forecast_total (once per currency), renewals_count, events_total, active_users.' },
    value: { type: 'number', description: 'A count, a percentage with one decimal, or money in minor units.' },
    unit: { enum: ['count', 'percent', 'money'] },
    currency: { type: 'string', minLength: 3, maxLength: 3, description: 'For money.' },
  },
});

const reportRow = (): JsonObject => ({
  type: 'object',
  required: ['key', 'count'],
  properties: {
    key: { type: 'string', description: 'The bucket (`com`, `active`, `true`, `2027`, `2027-03`, `0-300` …); \'\' is "none".' },
    count: { type: 'integer', minimum: 0 },
    pql: { type: 'string', description: 'PQL over the section\'s resource selecting the records counted (to AND with the report\'s filter), where PQL can say it.' },
    amounts: { type: 'object', additionalProperties: { type: 'number' }, description: 'Money per currency, minor units (the renewals forecast).' },
    values: { type: 'object', additionalProperties: { type: 'integer' }, description: 'Counts per series key: per kind (activity over time), auto / manual (forecast by month).' },
  },
});

const reportSection = (): JsonObject => ({
  type: 'object',
  required: ['id', 'chart', 'rows'],
  properties: {
    id: { type: 'string', description: 'Stable id within the report (by_tld, by_status, by_month …).' },
    chart: { enum: ['bar', 'donut', 'series'] },
    resource: { type: 'string', description: 'The declared resource the rows\' pql selects from.' },
    series: { type: 'array', items: { type: 'string' }, description: 'A series chart\'s keys, in order: kinds (activity) or currencies (forecast).' },
    rows: { type: 'array', items: reportRow() },
  },
});

const dropCandidates = (): JsonObject => ({
  type: 'object',
  required: ['count', 'ids', 'rows'],
  description: 'With `drop`: the domains the forecast renews that meet every marked criterion, soonest expiry first.',
  properties: {
    count: { type: 'integer', minimum: 0 },
    ids: { type: 'array', items: { type: 'integer' }, maxItems: 10_000, description: 'At most 10 000.' },
    rows: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['id', 'name', 'expires_at', 'amount', 'currency'],
        properties: {
          id: { type: 'integer' }, name: { type: 'string' }, expires_at: { type: 'string' },
          amount: { type: 'number', description: 'One renewal (price per year × its period), minor units.' }, currency: { type: 'string' },
        },
      },
    },
  },
});

export function reportSchemas(): Record<string, JsonObject> {
  return {
    ReportCatalogue: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'array',
          items: { type: 'object', required: ['report', 'key_figure'], properties: { report: { enum: [...reportNames] }, key_figure: keyFigure() } },
        },
      },
    },
    ReportAnswer: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['report', 'generated_at', 'filter', 'total', 'key_figures', 'sections'],
          properties: {
            report: { enum: [...reportNames] },
            generated_at: { type: 'string', format: 'date-time' },
            filter: { type: 'string', description: 'The pql applied, trimmed; \'\' for none.' },
            total: { type: 'integer', minimum: 0, description: 'Records the report covers after the filter (the forecast: domains renewing inside the horizon; activity: entries in the period).' },
            key_figures: { type: 'array', items: keyFigure() },
            sections: { type: 'array', items: reportSection() },
            drop_candidates: dropCandidates(),
          },
        },
      },
    },
  };
}

const tags = ['reports'];
const resources = Object.entries(reportResources).map(([name, resource]) => `${name} → ${resource}`).join(', ');

const reportDescription = [
  `Needs view-reports and the view permission of the report's resource (${resources}); the activity report reads the entries of the areas the caller may view, as GET …/audit_log does.`,
  'Aggregated in SQL inside the account (staff in their own account: every account). Sections: domains — by_tld, by_status, by_registry_lock, by_expiry_year, by_auto_renew;',
  'dns — by_record_count (0, 1-9, 10-49, 50-199, 200+), by_dnssec, by_nameservers (ours, other, none: whether the zone\'s domain names one of our name servers);',
  'dns-records — by_type, by_ttl (0-300, 301-3600, 3601-86400, 86401+); ssls — by_validation_level, by_issuer, by_expiry_month (expired, this month from today and the next eleven, later, \'\'), by_status;',
  'renewals-forecast — by_month (every month, amounts per currency, values auto/manual), by_currency, auto_vs_manual; portfolio-activity — over_time (every period, values per kind), by_kind (the entry\'s area), by_user (\'\' for the portal itself).',
  '400 invalid_query (a bad pql, with reason_key and reason_values, as lists answer) or invalid_parameter (`parameter`); 404 report_not_found (with `reports`).',
].join(' ');

export function reportPaths(): Record<string, PathItem> {
  return {
    '/groups/{context}/reports': {
      parameters: [ref('parameters', 'context')],
      get: {
        operationId: 'list_reports', summary: 'The reports the caller may read, each with one headline figure (view-reports)', tags,
        description: 'Headlines over the whole scope: domains_total, zones_total, records_total, certificates_total, renewals_count (12 months), events_total (the last 30 days).',
        responses: { '200': jsonResponse('One entry per report the caller may read, in a fixed order.', ref('schemas', 'ReportCatalogue')), ...groupErrors() },
      },
    },
    '/groups/{context}/reports/{name}': {
      parameters: [ref('parameters', 'context'), { name: 'name', in: 'path', required: true, schema: { enum: [...reportNames] } }],
      get: {
        operationId: 'get_report', summary: 'One report: key figures and sections of grouped counts, filtered with PQL', tags,
        description: reportDescription,
        parameters: [
          ref('parameters', 'pql'),
          { name: 'months', in: 'query', description: 'renewals-forecast: the horizon in months from this one (default 12).', schema: { enum: forecastHorizons.map(String) } },
          { name: 'drop', in: 'query', description: `renewals-forecast: drop criteria, comma-separated, all of which a candidate meets: ${dropCriteria.join(', ')}.`, schema: { type: 'string' } },
          ...periodParameters(maxActivityDays, {
            from: 'portfolio-activity: the first day (YYYY-MM-DD; default 29 days before to).', to: 'portfolio-activity: the last day (default today).',
          }),
          { name: 'interval', in: 'query', description: 'portfolio-activity: the periods (default day up to 62 days, else week; weeks start on Monday).', schema: { enum: [...activityIntervals] } },
        ],
        responses: { '200': jsonResponse('The report.', ref('schemas', 'ReportAnswer')), ...groupErrors() },
      },
    },
  };
}
