/**
 * How a watch match explains itself (issue 15, "matches that explain themselves"; pure): its
 * facts as short words, its risk factors with their points, a case's defaults when one is
 * opened from it, and what a refused opening means.
 */
import type { OpenCaseRequest, RiskBand, RiskFactor, WatchMatch } from '../schemas/watch-insights.ts';

/** The facts a match shows as short words, in this order. */
export const matchFactIds = ['resolves', 'mail', 'website', 'certificate'] as const;
export type MatchFactId = (typeof matchFactIds)[number];

export function matchFacts(match: Pick<WatchMatch, 'resolves' | 'has_mx' | 'has_website' | 'has_certificate'>): MatchFactId[] {
  const held: Record<MatchFactId, boolean> = {
    resolves: match.resolves,
    mail: match.has_mx,
    website: match.has_website,
    certificate: match.has_certificate,
  };
  return matchFactIds.filter((id) => held[id]);
}

/** The factors that gave points, most first (the similarity's share usually leads). */
export function scoringFactors(factors: readonly RiskFactor[]): RiskFactor[] {
  return factors.filter((factor) => factor.points > 0).sort((a, b) => b.points - a.points);
}

export const caseSeverities = ['low', 'medium', 'high', 'critical'] as const;
export type CaseSeverity = (typeof caseSeverities)[number];

/** A new case's severity from the match's risk band (as the API defaults it). */
export function severityOfBand(band: RiskBand): CaseSeverity {
  return band;
}

/** The request the open-case dialog sends: its fields trimmed, empty ones left out (the API fills its defaults). */
export function openCaseRequest(fields: { title: string; severity: string; note: string }): OpenCaseRequest {
  const title = fields.title.trim();
  const note = fields.note.trim();
  const severity = caseSeverities.find((entry) => entry === fields.severity);
  return { ...(title ? { title } : {}), ...(severity ? { severity } : {}), ...(note ? { note } : {}) };
}

export type OpenCaseFailure =
  | { kind: 'case_exists'; caseId: number | undefined; reference: string | undefined }
  | { kind: 'not_a_lookalike' }
  | { kind: 'invalid'; message: string }
  | { kind: 'other'; message: string };

const recordOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/** What a refused opening means, from the HTTP status and the API's error body (its details sit beside `code`, or under `details`). */
export function openCaseFailure(status: number, body: unknown, message: string): OpenCaseFailure {
  const answer = recordOf(body);
  const details = { ...recordOf(answer.details), ...answer };
  if (status === 409 && details.code === 'case_exists') {
    const id = Number(details.case_id ?? details.id);
    const reference = details.reference ?? details.case_reference;
    return { kind: 'case_exists', caseId: Number.isInteger(id) && id > 0 ? id : undefined, reference: typeof reference === 'string' ? reference : undefined };
  }
  if (status === 409 && details.code === 'not_a_lookalike') return { kind: 'not_a_lookalike' };
  if (status === 400) return { kind: 'invalid', message };
  return { kind: 'other', message };
}

/** What a case's evidence snapshot says, as far as the report shows it: the technique, the scores, the facts found and the registration. */
export interface EvidenceSummary {
  technique?: string;
  similarity?: number;
  riskScore?: number;
  riskBand?: string;
  facts: MatchFactId[];
  registeredAt?: string;
  registrar?: string;
}

export function evidenceSummary(evidence: Readonly<Record<string, unknown>>): EvidenceSummary {
  const text = (key: string) => (typeof evidence[key] === 'string' && evidence[key] !== '' ? (evidence[key] as string) : undefined);
  const number = (key: string) => (typeof evidence[key] === 'number' && Number.isFinite(evidence[key]) ? (evidence[key] as number) : undefined);
  const held = (...keys: string[]) => keys.some((key) => evidence[key] === true || evidence[key] === 1);
  const facts = matchFacts({ resolves: held('resolves'), has_mx: held('has_mx', 'mx'), has_website: held('has_website', 'website'), has_certificate: held('has_certificate', 'certificate') });
  const summary: EvidenceSummary = { facts };
  const entries: [keyof EvidenceSummary, string | number | undefined][] = [
    ['technique', text('technique')], ['similarity', number('similarity')], ['riskScore', number('risk_score')], ['riskBand', text('risk_band')],
    ['registeredAt', text('registered_at')], ['registrar', text('registrar_name') ?? text('registrar')],
  ];
  for (const [key, value] of entries) if (value !== undefined) Object.assign(summary, { [key]: value });
  return summary;
}

/** A state change's note as the API writes it (`open → investigating`): the two states, so each reads in the reader's words. */
export function statusChangeOf(note: string | null): { from: string; to: string } | undefined {
  const match = /^\s*([a-z_]+)\s*(?:→|->)\s*([a-z_]+)\s*$/.exec(note ?? '');
  return match ? { from: match[1]!, to: match[2]! } : undefined;
}
