/**
 * The evidence snapshot a case keeps of its match when it is opened (issue 15, opening a case
 * from a match): what was known then, so the case reads the same after the match changes. Used
 * by the seed and by POST …/case alike.
 */
import type { LookalikeTechnique, RiskBand, RiskFactor } from '../../../src/lib/schemas/watch-insights.ts';

export interface MatchFacts {
  name: string;
  technique: LookalikeTechnique;
  similarity: number;
  risk_score: number;
  risk_band: RiskBand;
  risk_factors: RiskFactor[];
  resolves: boolean;
  has_mx: boolean;
  has_website: boolean;
  has_certificate: boolean;
  registered_at: string | null;
  registrar_name: string | null;
  first_seen_at: string;
}

export type CaseEvidence = MatchFacts;

export function caseEvidenceOf(match: MatchFacts): CaseEvidence {
  return {
    name: match.name,
    technique: match.technique,
    similarity: match.similarity,
    risk_score: match.risk_score,
    risk_band: match.risk_band,
    risk_factors: match.risk_factors.map((factor) => ({ id: factor.id, points: factor.points })),
    resolves: match.resolves,
    has_mx: match.has_mx,
    has_website: match.has_website,
    has_certificate: match.has_certificate,
    registered_at: match.registered_at,
    registrar_name: match.registrar_name,
    first_seen_at: match.first_seen_at,
  };
}

/** The case title when none is given: "Look-alike <name> (<technique>)". */
export function defaultCaseTitle(name: string, technique: LookalikeTechnique): string {
  return `Look-alike ${name} (${technique.replaceAll('_', ' ')})`;
}

/** The case severity a risk band suggests. */
export function severityOfBand(band: RiskBand): 'high' | 'medium' | 'low' {
  return band;
}
