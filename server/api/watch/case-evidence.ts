/**
 * The evidence snapshot a case keeps of its match when it is opened (issue 15, opening a case
 * from a match): what was known then, so the case reads the same after the match changes. Used
 * by the seed and by POST …/case alike.
 */
import { caseEvidenceFields, type CaseEvidence, type LookalikeTechnique, type RiskBand } from '../../../src/lib/schemas/watch-insights.ts';

/** What a case keeps of its match: the fields of `caseEvidenceFields`, the factors copied. */
export function caseEvidenceOf(match: CaseEvidence): CaseEvidence {
  const evidence = Object.fromEntries(caseEvidenceFields.map((field) => [field, match[field]])) as CaseEvidence;
  return { ...evidence, risk_factors: match.risk_factors.map((factor) => ({ id: factor.id, points: factor.points })) };
}

/** The case title when none is given: "Look-alike <name> (<technique>)". */
export function defaultCaseTitle(name: string, technique: LookalikeTechnique): string {
  return `Look-alike ${name} (${technique.replaceAll('_', ' ')})`;
}

/** The case severity a risk band suggests. */
export function severityOfBand(band: RiskBand): 'high' | 'medium' | 'low' {
  return band;
}
