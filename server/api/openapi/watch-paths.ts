/**
 * OpenAPI paths and schemas of routes/watch-insights.ts (issue 15; the shapes of
 * src/lib/schemas/watch-insights.ts): the watch overview, a watch's report, brand protection and
 * opening a case from a match.
 */
import { caseActions, caseSeverities } from '../../../src/lib/schemas/watch-case.ts';
import { lookalikeTechniques, riskBands, riskFactorIds, watchCaseStatuses, watchMatchStatuses } from '../../../src/lib/schemas/watch-insights.ts';
import { openCaseRequestSchema } from '../watch/open-case.ts';
import { riskBandFloors, riskWeights } from '../watch/risk-score.ts';
import { trendWeeks } from '../watch/watch-weeks.ts';
import { openCasesLimit, riskiestLimit } from '../watch/watch-answers.ts';
import { groupErrors } from './openapi-components.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

// Component schemas are compiled one by one, so they name no other component: parts are inlined.
const nullableString = (): JsonObject => ({ type: ['string', 'null'] });
const dataOf = (schema: JsonObject): JsonObject => ({ type: 'object', required: ['data'], properties: { data: schema } });
const countBy = (keys: readonly string[], description: string): JsonObject => ({
  type: 'array', description,
  items: { type: 'object', required: ['key', 'count'], properties: { key: { enum: [...keys] }, count: { type: 'integer', minimum: 0 } } },
});
const account = (): JsonObject => ({ type: 'object', required: ['id', 'name'], properties: { id: { type: 'string' }, name: { type: 'string' } } });

const riskDescription = `Risk score: similarity × ${riskWeights.similarityFactor} (rounded), resolves +${riskWeights.resolves}, mail (MX) +${riskWeights.mail}, website +${riskWeights.website}, certificate +${riskWeights.certificate}, registered at most ${riskWeights.youngRegistrationDays} days before it was first seen +${riskWeights.young_registration}; capped at 100. Bands: high ≥ ${riskBandFloors.high}, medium ≥ ${riskBandFloors.medium}, else low.`;

function match(): JsonObject {
  return {
    type: 'object',
    description: `A look-alike domain a watch found, explained. ${riskDescription}`,
    required: [
      'id', 'watch_id', 'name', 'tld', 'matched_term', 'technique', 'similarity', 'risk_score', 'risk_band', 'risk_factors', 'resolves', 'has_mx',
      'has_website', 'has_certificate', 'registered_at', 'registrar_name', 'registrant_country_code', 'status', 'case_id', 'case_reference', 'first_seen_at',
    ],
    properties: {
      id: { type: 'integer' },
      watch_id: { type: 'integer' },
      name: { type: 'string' },
      tld: { type: 'string' },
      matched_term: { type: 'string' },
      technique: { enum: [...lookalikeTechniques], description: 'The first technique, in this order, that explains the label.' },
      similarity: { type: 'integer', minimum: 0, maximum: 100, description: 'Visual similarity to the brand (optimal-string-alignment distance on the homoglyph-normalised label, scaled by length).' },
      risk_score: { type: 'integer', minimum: 0, maximum: 100 },
      risk_band: { enum: [...riskBands] },
      risk_factors: {
        type: 'array', description: 'The facts that add points (their sum, capped at 100, is the score).',
        items: { type: 'object', required: ['id', 'points'], properties: { id: { enum: [...riskFactorIds] }, points: { type: 'integer', minimum: 0 } } },
      },
      resolves: { type: 'boolean' },
      has_mx: { type: 'boolean' },
      has_website: { type: 'boolean' },
      has_certificate: { type: 'boolean' },
      registered_at: nullableString(),
      registrar_name: nullableString(),
      registrant_country_code: nullableString(),
      status: { enum: [...watchMatchStatuses] },
      case_id: { type: ['integer', 'null'] },
      case_reference: nullableString(),
      first_seen_at: { type: 'string' },
    },
  };
}

function summary(extra: Record<string, JsonObject> = {}, extraRequired: string[] = []): JsonObject {
  return {
    type: 'object',
    required: ['id', 'name', 'brand', 'status', 'frequency', 'last_run_at', 'terms', 'matches', 'new_this_week', 'open_cases', 'high_risk', 'trend', ...extraRequired],
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
      brand: { type: 'string' },
      status: { type: 'string' },
      frequency: { type: 'string' },
      last_run_at: nullableString(),
      terms: { type: 'array', items: { type: 'object', required: ['term', 'match_type'], properties: { term: { type: 'string' }, match_type: { type: 'string' } } } },
      matches: { type: 'integer', minimum: 0, description: 'Counted matches (names under a wildcard DNS record are never counted).' },
      new_this_week: { type: 'integer', minimum: 0, description: 'Counted matches first seen in the last 7 days.' },
      open_cases: { type: 'integer', minimum: 0, description: 'Cases not closed (open, investigating, action taken).' },
      high_risk: { type: 'integer', minimum: 0, description: `Counted matches in the high band (risk ≥ ${riskBandFloors.high}).` },
      trend: {
        type: 'array', minItems: trendWeeks, maxItems: trendWeeks,
        description: `The last ${trendWeeks} ISO weeks (UTC, named by their Monday), oldest first, ending with this week: counted matches first seen that week.`,
        items: { type: 'object', required: ['week', 'matches'], properties: { week: { type: 'string', format: 'date' }, matches: { type: 'integer', minimum: 0 } } },
      },
      ...extra,
    },
  };
}

function caseEntry(): JsonObject {
  return {
    type: 'object',
    required: ['id', 'watch_id', 'reference', 'title', 'domain_name', 'status', 'severity', 'action', 'assignee_name', 'opened_at', 'closed_at', 'actions'],
    properties: {
      id: { type: 'integer' },
      watch_id: { type: 'integer' },
      reference: { type: 'string' },
      title: { type: 'string' },
      domain_name: nullableString(),
      status: { enum: [...watchCaseStatuses] },
      severity: { enum: [...caseSeverities] },
      action: { enum: [...caseActions] },
      assignee_name: nullableString(),
      opened_at: { type: 'string' },
      closed_at: nullableString(),
      actions: {
        type: 'array', description: 'The case\'s timeline, oldest first.',
        items: {
          type: 'object',
          required: ['id', 'action', 'note', 'at', 'actor_name'],
          properties: {
            id: { type: 'integer' },
            action: { type: 'string', description: '`opened`, `note`, `status_changed`, or one of the case actions (`cease_and_desist`, `udrp` …).' },
            note: nullableString(),
            at: { type: 'string' },
            actor_name: nullableString(),
            evidence: { type: ['object', 'null'], additionalProperties: true, description: 'On `opened`: the match as it was (technique, similarity, risk score and factors, resolves, MX, website, certificate, registration, registrar).' },
          },
        },
      },
    },
  };
}

const caseStatusCounts = () => countBy(watchCaseStatuses, 'Every case status with its count, zeros included.');

export function watchSchemas(): Record<string, JsonObject> {
  return {
    WatchOverview: dataOf({
      type: 'object',
      required: ['generated_at', 'account', 'watches'],
      properties: {
        generated_at: { type: 'string' },
        account: account(),
        watches: { type: 'array', items: summary(), description: 'The account\'s watches, active first, then by name.' },
      },
    }),
    WatchReport: dataOf({
      type: 'object',
      required: ['generated_at', 'account', 'watch', 'techniques', 'risk_bands', 'matches', 'excluded', 'cases', 'cases_by_status'],
      properties: {
        generated_at: { type: 'string' },
        account: account(),
        watch: summary({ owner_name: nullableString(), template_name: nullableString(), notes: nullableString() }, ['owner_name', 'template_name', 'notes']),
        techniques: countBy(lookalikeTechniques, 'Every technique with its counted matches, in the detector\'s order.'),
        risk_bands: countBy(riskBands, 'Every risk band with its counted matches.'),
        matches: { type: 'array', items: match(), description: 'Counted matches, riskiest first, then by name.' },
        excluded: {
          type: 'array', description: 'Names found but not counted, and why (by name).',
          items: { type: 'object', required: ['name', 'reason'], properties: { name: { type: 'string' }, reason: { enum: ['wildcard_dns'] } } },
        },
        cases: { type: 'array', items: caseEntry(), description: 'The watch\'s cases, newest first.' },
        cases_by_status: caseStatusCounts(),
      },
    }),
    BrandProtection: dataOf({
      type: 'object',
      required: ['generated_at', 'account', 'brands', 'riskiest', 'cases_by_status', 'open_cases'],
      properties: {
        generated_at: { type: 'string' },
        account: account(),
        brands: {
          type: 'array', description: 'One entry per watch, active first, then by name.',
          items: {
            type: 'object',
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
                anyOf: [{ type: 'object', required: ['id', 'name'], properties: { id: { type: 'integer' }, name: { type: 'string' } } }, { type: 'null' }],
              },
            },
          },
        },
        riskiest: { type: 'array', maxItems: riskiestLimit, items: match(), description: `Up to ${riskiestLimit} counted matches with status new, riskiest first, then by name.` },
        cases_by_status: caseStatusCounts(),
        open_cases: { type: 'array', maxItems: openCasesLimit, items: caseEntry(), description: `Up to ${openCasesLimit} cases not closed, newest first.` },
      },
    }),
    WatchCaseOpened: dataOf(caseEntry()),
  };
}

const tags = ['watch'];
const watchParameter = (name: string, description: string): JsonObject => ({ name, in: 'path', required: true, description, schema: { type: 'integer', minimum: 1 } });
const conflict = (description: string): JsonObject => jsonResponse(description, ref('schemas', 'Error'));

export function watchPaths(): Record<string, PathItem> {
  return {
    '/groups/{context}/watch_overview': {
      parameters: [ref('parameters', 'context')],
      get: {
        operationId: 'get_watch_overview', summary: 'Every watch of the account with its terms, counted matches, new this week, open cases, high risk and the 12-week trend (view-watch)', tags,
        description: 'Counted matches are the watch\'s found domains not under a wildcard DNS record.',
        responses: { '200': jsonResponse('The watch overview.', ref('schemas', 'WatchOverview')), ...groupErrors() },
      },
    },
    '/groups/{context}/watches/{id}/report': {
      parameters: [ref('parameters', 'context'), watchParameter('id', 'The watch\'s id.')],
      get: {
        operationId: 'get_watch_report', summary: 'A watch\'s report: figures, trend, techniques, risk bands, every counted match explained, excluded names and the cases with their timelines (view-watch)', tags,
        description: `One answer for the overview, detail and action report pages. ${riskDescription} 404 for a watch not in the account.`,
        responses: { '200': jsonResponse('The watch\'s report.', ref('schemas', 'WatchReport')), ...groupErrors() },
      },
    },
    '/groups/{context}/brand_protection': {
      parameters: [ref('parameters', 'context')],
      get: {
        operationId: 'get_brand_protection', summary: 'The brand viewer\'s home: brands watched, the riskiest new matches, cases by state and the latest open cases (view-watch or brand-viewer)', tags,
        responses: { '200': jsonResponse('Brand protection.', ref('schemas', 'BrandProtection')), ...groupErrors() },
      },
    },
    '/groups/{context}/watches/{watchId}/domains/{id}/case': {
      parameters: [ref('parameters', 'context'), watchParameter('watchId', 'The watch\'s id.'), watchParameter('id', 'The found domain\'s id (the match).')],
      post: {
        operationId: 'open_watch_case', summary: 'Open a case from a match: the case, the match linked and escalated, the first action with its evidence (manage-watch or brand-viewer)', tags,
        description: 'In one transaction: creates the case (reference `CASE-…`, status open, opened now; title default "Look-alike <name> (<technique>)", severity default the match\'s risk band, action default monitor), links the match (`case_id`, status escalated), writes the case\'s first action `opened` with the match\'s evidence, and the audit entries of both writes. Reporting a look-alike is the one write a brand viewer has. 409 `case_exists` (with `case_id` and `case_reference`) when the match has a case; 409 `not_a_lookalike` for a name under a wildcard DNS record; 404 for a watch or match not in the account.',
        requestBody: { required: false, content: jsonContent(openCaseRequestSchema) },
        responses: {
          '201': jsonResponse('The case, with its first action.', ref('schemas', 'WatchCaseOpened')),
          ...groupErrors(),
          '409': conflict('case_exists or not_a_lookalike.'),
        },
      },
    },
  };
}

/** `x-permission` of the operations above, by operation id (operation-permissions.ts). */
export const watchOperationPermissions: Readonly<Record<string, string>> = {
  get_watch_overview: 'view-watch',
  get_watch_report: 'view-watch',
  get_brand_protection: 'view-watch or brand-viewer',
  open_watch_case: 'manage-watch or brand-viewer (reporting a look-alike is the one write a brand viewer has)',
};
