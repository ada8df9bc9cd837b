/**
 * The routes of reports (DESIGN.md section 14) by contract (api-contract.ts): where each is (reportRoutes, which the
 * portal's script may carry) and what it takes and answers (reportContracts, which the API registers
 * and the portal reads the types of). The report's `from` and `to` say the most days a period may
 * have (period-query.ts).
 */
import { activityIntervals, dropCriteria, forecastHorizons, maxActivityDays, reportNames, reportResources } from '../schemas/report.ts';
import { periodQuery } from './period-query.ts';
import { defineContract } from './api-contract.ts';
import { listQuery } from './list-query.ts';
import { catalogueEntryShape, reportShape } from './report-shapes.ts';

const reports = '/groups/{context}/reports';

export const reportRoutes = {
  catalogue: { method: 'GET', path: reports },
  report: { method: 'GET', path: `${reports}/{name}` },
} as const;

const tags = ['reports'] as const;
const context = { type: 'string', description: "The account's id (36 characters)." } as const;
const resources = Object.entries(reportResources).map(([name, resource]) => `${name} → ${resource}`).join(', ');

const reportDescription = [
  `Needs view-reports and the view permission of the report's resource (${resources}); the activity report reads the entries of the areas the caller may view, as GET …/audit_log does.`,
  'Aggregated in SQL inside the account (staff in their own account: every account). Sections: domains — by_tld, by_status, by_registry_lock, by_expiry_year, by_auto_renew;',
  'dns — by_record_count (0, 1-9, 10-49, 50-199, 200+), by_dnssec, by_nameservers (ours, other, none: whether the zone\'s domain names one of our name servers);',
  'dns-records — by_type, by_ttl (0-300, 301-3600, 3601-86400, 86401+); ssls — by_validation_level, by_issuer, by_expiry_month (expired, this month from today and the next eleven, later, \'\'), by_status;',
  'renewals-forecast — by_month (every month, amounts per currency, values auto/manual), by_currency, auto_vs_manual; portfolio-activity — over_time (every period, values per kind), by_kind (the entry\'s area), by_user (\'\' for the portal itself).',
  '400 invalid_query (a bad pql, with reason_key and reason_values, as lists answer) or invalid_parameter (`parameter`); 404 report_not_found (with `reports`).',
].join(' ');

export const reportContracts = {
  catalogue: defineContract({
    ...reportRoutes.catalogue,
    operationId: 'list_reports', tags, permission: 'view-reports',
    summary: 'The reports the caller may read, each with one headline figure (view-reports)',
    description: 'Headlines over the whole scope: domains_total, zones_total, records_total, certificates_total, renewals_count (12 months), events_total (the last 30 days).',
    params: { type: 'object', required: ['context'], properties: { context } },
    answers: {
      200: {
        description: 'One entry per report the caller may read, in a fixed order.',
        schema: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: { type: 'array', items: catalogueEntryShape } } },
      },
    },
  }),

  report: defineContract({
    ...reportRoutes.report,
    operationId: 'get_report', tags, permission: "view-reports and the view permission of the report's resource",
    summary: 'One report: key figures and sections of grouped counts, filtered with PQL',
    description: reportDescription,
    // Another name is 404 report_not_found (with `reports`), answered before the name is checked against this schema.
    params: { type: 'object', required: ['context', 'name'], properties: { context, name: { enum: reportNames } } },
    querystring: {
      type: 'object',
      properties: {
        pql: listQuery.properties.pql,
        months: { enum: forecastHorizons.map(String), description: 'renewals-forecast: the horizon in months from this one (default 12).' },
        drop: { type: 'string', description: `renewals-forecast: drop criteria, comma-separated, all of which a candidate meets: ${dropCriteria.join(', ')}.` },
        interval: { enum: activityIntervals, description: 'portfolio-activity: the periods (default day up to 62 days, else week; weeks start on Monday).' },
        ...periodQuery(maxActivityDays, { from: 'portfolio-activity: the first day (YYYY-MM-DD; default 29 days before to).', to: 'portfolio-activity: the last day (default today).' }),
      },
    },
    answers: {
      200: { description: 'The report.', schema: { type: 'object', additionalProperties: false, required: ['data'], properties: { data: reportShape } } },
    },
  }),
} as const;
