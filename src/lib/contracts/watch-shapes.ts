/**
 * The shapes the watch routes answer with and take (spec section 2; src/lib/schemas/watch-insights.ts),
 * shared by their contracts (watch-contracts.ts): a match explained, a watch's summary, a case with
 * its timeline, counts by key, and the body that opens a case. Each names all its fields
 * (`additionalProperties: false`): what it does not name is not sent.
 */
import { caseActions, caseSeverities } from '../schemas/watch-case.ts';
import {
  lookalikeTechniques, riskBandFloors, riskBands, riskFactorIds, riskWeights, trendWeeks, watchCaseStatuses, watchMatchStatuses,
} from '../schemas/watch-insights.ts';

const nullableString = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;

/** `{ key, count }` for every key, in the keys' order. */
const countBy = <const Keys extends readonly string[], const Description extends string>(keys: Keys, description: Description) => ({
  type: 'array',
  description,
  items: { type: 'object', additionalProperties: false, required: ['key', 'count'], properties: { key: { enum: keys }, count } },
}) as const;

export const caseStatusCounts = countBy(watchCaseStatuses, 'Every case status with its count, zeros included.');

export const accountNameShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
} as const;

export const riskDescription = `Risk score: similarity × ${riskWeights.similarityFactor} (rounded), resolves +${riskWeights.resolves}, mail (MX) +${riskWeights.mail}, website +${riskWeights.website}, certificate +${riskWeights.certificate}, registered at most ${riskWeights.youngRegistrationDays} days before it was first seen +${riskWeights.young_registration}; capped at 100. Bands: high ≥ ${riskBandFloors.high}, medium ≥ ${riskBandFloors.medium}, else low.`;

/** A look-alike domain a watch found, explained. */
export const watchMatchShape = {
  type: 'object',
  additionalProperties: false,
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
    technique: { enum: lookalikeTechniques, description: 'The first technique, in this order, that explains the label.' },
    similarity: { type: 'integer', minimum: 0, maximum: 100, description: 'Visual similarity to the brand (optimal-string-alignment distance on the homoglyph-normalised label, scaled by length).' },
    risk_score: { type: 'integer', minimum: 0, maximum: 100 },
    risk_band: { enum: riskBands },
    risk_factors: {
      type: 'array',
      description: 'The facts that add points (their sum, capped at 100, is the score).',
      items: { type: 'object', additionalProperties: false, required: ['id', 'points'], properties: { id: { enum: riskFactorIds }, points: count } },
    },
    resolves: { type: 'boolean' },
    has_mx: { type: 'boolean' },
    has_website: { type: 'boolean' },
    has_certificate: { type: 'boolean' },
    registered_at: nullableString,
    registrar_name: nullableString,
    registrant_country_code: nullableString,
    status: { enum: watchMatchStatuses },
    case_id: { type: ['integer', 'null'] },
    case_reference: nullableString,
    first_seen_at: { type: 'string' },
  },
} as const;

/** A watch with its terms, counted figures and trend. */
export const watchSummaryShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'brand', 'status', 'frequency', 'last_run_at', 'terms', 'matches', 'new_this_week', 'open_cases', 'high_risk', 'trend'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    brand: { type: 'string' },
    status: { type: 'string' },
    frequency: { type: 'string' },
    last_run_at: nullableString,
    terms: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['term', 'match_type'], properties: { term: { type: 'string' }, match_type: { type: 'string' } } },
    },
    matches: { ...count, description: 'Counted matches (names under a wildcard DNS record are never counted).' },
    new_this_week: { ...count, description: 'Counted matches first seen in the last 7 days.' },
    open_cases: { ...count, description: 'Cases not closed (open, investigating, action taken).' },
    high_risk: { ...count, description: `Counted matches in the high band (risk ≥ ${riskBandFloors.high}).` },
    trend: {
      type: 'array',
      minItems: trendWeeks,
      maxItems: trendWeeks,
      description: `The last ${trendWeeks} ISO weeks (UTC, named by their Monday), oldest first, ending with this week: counted matches first seen that week.`,
      items: { type: 'object', additionalProperties: false, required: ['week', 'matches'], properties: { week: { type: 'string', format: 'date' }, matches: count } },
    },
  },
} as const;

/** A watch's summary as its report has it: with its owner, template and notes. */
export const reportedWatchShape = {
  ...watchSummaryShape,
  required: [...watchSummaryShape.required, 'owner_name', 'template_name', 'notes'],
  properties: { ...watchSummaryShape.properties, owner_name: nullableString, template_name: nullableString, notes: nullableString },
} as const;

/** A case with its timeline, oldest step first. */
export const watchCaseShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'watch_id', 'reference', 'title', 'domain_name', 'status', 'severity', 'action', 'assignee_name', 'opened_at', 'closed_at', 'actions'],
  properties: {
    id: { type: 'integer' },
    watch_id: { type: 'integer' },
    reference: { type: 'string' },
    title: { type: 'string' },
    domain_name: nullableString,
    status: { enum: watchCaseStatuses },
    severity: { enum: caseSeverities },
    action: { enum: caseActions },
    assignee_name: nullableString,
    opened_at: { type: 'string' },
    closed_at: nullableString,
    actions: {
      type: 'array',
      description: 'The case\'s timeline, oldest first.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'action', 'note', 'at', 'actor_name'],
        properties: {
          id: { type: 'integer' },
          action: { type: 'string', description: '`opened`, `note`, `status_changed`, or one of the case actions (`cease_and_desist`, `udrp` …).' },
          note: nullableString,
          at: { type: 'string' },
          actor_name: nullableString,
          evidence: {
            type: ['object', 'null'],
            additionalProperties: true,
            description: 'On `opened`: the match as it was (technique, similarity, risk score and factors, resolves, MX, website, certificate, registration, registrar).',
          },
        },
      },
    },
  },
} as const;

export const techniqueCounts = countBy(lookalikeTechniques, 'Every technique with its counted matches, in the detector\'s order.');
export const riskBandCounts = countBy(riskBands, 'Every risk band with its counted matches.');

/** The body that opens a case from a match (every field optional; unknown fields refused). */
export const openCaseBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 200, description: 'Default: "Look-alike <name> (<technique>)".' },
    severity: { enum: caseSeverities, description: 'Default: the match\'s risk band (high, medium or low).' },
    action: { enum: caseActions, description: 'Default: monitor.' },
    note: { type: 'string', minLength: 1, maxLength: 4000, description: 'Kept on the case\'s first action (`opened`).' },
  },
} as const;
