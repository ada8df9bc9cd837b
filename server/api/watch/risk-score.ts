/**
 * A look-alike's risk score from named facts (issue 15; DESIGN.md section 14, anchors (e)): each
 * fact adds its points, the sum is capped at 100, and the band follows from the score. The weights
 * are declared once (src/lib/schemas/watch-insights.ts, which the watch routes' contracts document);
 * the seed and every write call `riskOf`, so stored figures never drift.
 *
 *   similarity          round(similarity × 0.4)      (0–40)
 *   resolves            +15  the name has an address
 *   mail                +20  the name has MX records (it can send and receive phishing mail)
 *   website             +10  a website answers
 *   certificate         +10  a TLS certificate covers the name
 *   young_registration  +10  registered at most 90 days before the watch first saw it
 *   score = min(100, sum);  band: high ≥ 70, medium ≥ 40, else low
 *
 * "Young" is measured against when the match was first seen, not against today, so a match's score
 * is the same whenever it is read (stable from one run to the next).
 */
import { riskBandFloors, riskWeights, type RiskBand, type RiskFactor, type RiskFactorId } from '../../../src/lib/schemas/watch-insights.ts';

export interface RiskFacts {
  similarity: number;
  resolves: boolean;
  hasMx: boolean;
  hasWebsite: boolean;
  hasCertificate: boolean;
  registeredAt: string | null;
  firstSeenAt: string;
}

export interface RiskAssessment {
  score: number;
  band: RiskBand;
  factors: RiskFactor[];
}

const dayMs = 86_400_000;

export function riskBandOf(score: number): RiskBand {
  return score >= riskBandFloors.high ? 'high' : score >= riskBandFloors.medium ? 'medium' : 'low';
}

/** Whether the registration was at most 90 days before the first sighting (unknown dates: no). */
export function isYoungRegistration(registeredAt: string | null, firstSeenAt: string): boolean {
  if (!registeredAt) return false;
  const registered = Date.parse(registeredAt);
  const seen = Date.parse(firstSeenAt);
  if (Number.isNaN(registered) || Number.isNaN(seen)) return false;
  return seen - registered <= riskWeights.youngRegistrationDays * dayMs;
}

/** The score, its band and the facts that made it (only the facts that add points, similarity first). */
export function riskOf(facts: RiskFacts): RiskAssessment {
  const similarity = Math.max(0, Math.min(100, Math.round(facts.similarity)));
  const present: [RiskFactorId, boolean, number][] = [
    ['similarity', similarity > 0, Math.round(similarity * riskWeights.similarityFactor)],
    ['resolves', facts.resolves, riskWeights.resolves],
    ['mail', facts.hasMx, riskWeights.mail],
    ['website', facts.hasWebsite, riskWeights.website],
    ['certificate', facts.hasCertificate, riskWeights.certificate],
    ['young_registration', isYoungRegistration(facts.registeredAt, facts.firstSeenAt), riskWeights.young_registration],
  ];
  const factors = present.filter(([, applies, points]) => applies && points > 0).map(([id, , points]) => ({ id, points }));
  const score = Math.min(100, factors.reduce((sum, factor) => sum + factor.points, 0));
  return { score, band: riskBandOf(score), factors };
}
