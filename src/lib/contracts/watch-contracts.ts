/**
 * The routes of the watch overview, reports and brand protection by contract (api-contract.ts): where each is (watchRoutes, which the
 * portal's script may carry) and what it takes and answers (watchContracts, which the API registers
 * and the portal reads the types of).
 */
import { openCasesLimit, riskiestLimit } from '../schemas/watch-insights.ts';
import { defineContract } from './api-contract.ts';
import {
  accountNameShape, caseStatusCounts, openCaseBody, reportedWatchShape, riskBandCounts, riskDescription, techniqueCounts, watchCaseShape, watchMatchShape,
  watchSummaryShape,
} from './watch-shapes.ts';

const account = '/groups/{context}';

export const watchRoutes = {
  overview: { method: 'GET', path: `${account}/watch_overview` },
  report: { method: 'GET', path: `${account}/watches/{id}/report` },
  brandProtection: { method: 'GET', path: `${account}/brand_protection` },
  openCase: { method: 'POST', path: `${account}/watches/{watchId}/domains/{id}/case` },
} as const;

const tags = ['watch'] as const;
const context = { type: 'string', description: "The account's id (36 characters)." } as const;
const accountParams = { type: 'object', required: ['context'], properties: { context } } as const;
const watchId = { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 } as const;
const reportParams = {
  type: 'object',
  required: ['context', 'id'],
  properties: { context, id: { ...watchId, description: 'The watch\'s id.' } },
} as const;
const matchParams = {
  type: 'object',
  required: ['context', 'watchId', 'id'],
  properties: { context, watchId: { ...watchId, description: 'The watch\'s id.' }, id: { ...watchId, description: 'The found domain\'s id (the match).' } },
} as const;

/** `{ data }` around an answer. */
const dataOf = <const Schema>(schema: Schema) => ({ type: 'object', additionalProperties: false, required: ['data'], properties: { data: schema } }) as const;

export const watchContracts = {
  overview: defineContract({
    ...watchRoutes.overview,
    operationId: 'get_watch_overview', tags, permission: 'view-watch',
    summary: 'Every watch of the account with its terms, counted matches, new this week, open cases, high risk and the 12-week trend (view-watch)',
    description: 'Counted matches are the watch\'s found domains not under a wildcard DNS record.',
    params: accountParams,
    answers: {
      200: {
        description: 'The watch overview.',
        schema: dataOf({
          type: 'object',
          additionalProperties: false,
          required: ['generated_at', 'account', 'watches'],
          properties: {
            generated_at: { type: 'string' },
            account: accountNameShape,
            watches: { type: 'array', items: watchSummaryShape, description: 'The account\'s watches, active first, then by name.' },
          },
        }),
      },
    },
  }),

  report: defineContract({
    ...watchRoutes.report,
    operationId: 'get_watch_report', tags, permission: 'view-watch',
    summary: 'A watch\'s report: figures, trend, techniques, risk bands, every counted match explained, excluded names and the cases with their timelines (view-watch)',
    description: `One answer for the overview, detail and action report pages. ${riskDescription} 404 for a watch not in the account.`,
    params: reportParams,
    answers: {
      200: {
        description: 'The watch\'s report.',
        schema: dataOf({
          type: 'object',
          additionalProperties: false,
          required: ['generated_at', 'account', 'watch', 'techniques', 'risk_bands', 'matches', 'excluded', 'cases', 'cases_by_status'],
          properties: {
            generated_at: { type: 'string' },
            account: accountNameShape,
            watch: reportedWatchShape,
            techniques: techniqueCounts,
            risk_bands: riskBandCounts,
            matches: { type: 'array', items: watchMatchShape, description: 'Counted matches, riskiest first, then by name.' },
            excluded: {
              type: 'array',
              description: 'Names found but not counted, and why (by name).',
              items: { type: 'object', additionalProperties: false, required: ['name', 'reason'], properties: { name: { type: 'string' }, reason: { enum: ['wildcard_dns'] } } },
            },
            cases: { type: 'array', items: watchCaseShape, description: 'The watch\'s cases, newest first.' },
            cases_by_status: caseStatusCounts,
          },
        }),
      },
    },
  }),

  brandProtection: defineContract({
    ...watchRoutes.brandProtection,
    operationId: 'get_brand_protection', tags, permission: 'view-watch or brand-viewer',
    summary: 'The brand viewer\'s home: brands watched, the riskiest new matches, cases by state and the latest open cases (view-watch or brand-viewer)',
    params: accountParams,
    answers: {
      200: {
        description: 'Brand protection.',
        schema: dataOf({
          type: 'object',
          additionalProperties: false,
          required: ['generated_at', 'account', 'brands', 'riskiest', 'cases_by_status', 'open_cases'],
          properties: {
            generated_at: { type: 'string' },
            account: accountNameShape,
            brands: {
              type: 'array',
              description: 'One entry per watch, active first, then by name.',
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['watch_id', 'watch_name', 'brand', 'status', 'matches', 'new_this_week', 'open_cases', 'brand_domain'],
                properties: {
                  watch_id: { type: 'integer' },
                  watch_name: { type: 'string' },
                  brand: { type: 'string' },
                  status: { type: 'string' },
                  matches: { type: 'integer', minimum: 0 },
                  new_this_week: { type: 'integer', minimum: 0 },
                  open_cases: { type: 'integer', minimum: 0 },
                  brand_domain: {
                    description: 'The account\'s own domain whose label (without hyphens, lower case) is the brand: `.com` first, then the label written as the brand, then by name; its gap analysis is GET …/domains/{id}/gap_analysis (404: no analysis).',
                    anyOf: [
                      { type: 'object', additionalProperties: false, required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } },
                      { type: 'null' },
                    ],
                  },
                },
              },
            },
            riskiest: { type: 'array', maxItems: riskiestLimit, items: watchMatchShape, description: `Up to ${riskiestLimit} counted matches with status new, riskiest first, then by name.` },
            cases_by_status: caseStatusCounts,
            open_cases: { type: 'array', maxItems: openCasesLimit, items: watchCaseShape, description: `Up to ${openCasesLimit} cases not closed, newest first.` },
          },
        }),
      },
    },
  }),

  openCase: defineContract({
    ...watchRoutes.openCase,
    operationId: 'open_watch_case', tags, permission: 'manage-watch or brand-viewer (reporting a look-alike is the one write a brand viewer has)',
    summary: 'Open a case from a match: the case, the match linked and escalated, the first action with its evidence (manage-watch or brand-viewer)',
    description: 'In one transaction: creates the case (reference `CASE-…`, status open, opened now; title default "Look-alike <name> (<technique>)", severity default the match\'s risk band, action default monitor), links the match (`case_id`, status escalated), writes the case\'s first action `opened` with the match\'s evidence, and the audit entries of both writes. Reporting a look-alike is the one write a brand viewer has. 409 `case_exists` (with `case_id` and `case_reference`) when the match has a case; 409 `not_a_lookalike` for a name under a wildcard DNS record; 404 for a watch or match not in the account.',
    params: matchParams,
    bodyOptional: true,
    body: openCaseBody,
    answers: { 201: { description: 'The case, with its first action.', schema: dataOf(watchCaseShape) } },
    refusals: { 409: 'case_exists or not_a_lookalike.' },
  }),
} as const;
