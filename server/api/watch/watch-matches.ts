/**
 * Reading a watch's found domains as explained matches (WatchMatch, src/lib/schemas/watch-insights.ts).
 * Technique and risk factors are read as stored (the seed and POST …/case write them with the
 * functions of this folder); a row written before migration 0023 gets them computed the same way.
 */
import { lookalikeTechniques, riskFactorIds, type LookalikeTechnique, type RiskFactor, type WatchMatch } from '../../../src/lib/schemas/watch-insights.ts';
import { classifyLookalike } from './lookalike-classifier.ts';
import { riskBandOf, riskOf } from './risk-score.ts';

type Row = Record<string, unknown>;

/** Columns of `watch_domains d` (with `c` the linked case) a match is made of. */
export const matchColumns = `d.id, d.watch_id, d.name, d.tld, d.matched_term, d.technique, d.similarity, d.risk_score, d.risk_factors,
  d.resolves, d.has_mx, d.has_website, d.has_certificate, d.wildcard_dns, d.registered_at, d.registrar_name,
  d.registrant_country_code, d.status, d.case_id, c.reference AS case_reference, d.first_seen_at`;
export const matchJoin = 'LEFT JOIN watch_cases c ON c.id = d.case_id';
/** Riskiest first, then by name (and id, so ties never swap). */
export const matchOrder = 'd.risk_score DESC, d.name, d.id';

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
const flag = (value: unknown) => Number(value) === 1;

function storedFactors(raw: unknown): RiskFactor[] | null {
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return null;
    return parsed
      .filter((entry): entry is RiskFactor => typeof entry === 'object' && entry !== null && (riskFactorIds as readonly string[]).includes((entry as RiskFactor).id))
      .map((entry) => ({ id: entry.id, points: Number(entry.points) }));
  } catch {
    return null;
  }
}

function labelOf(name: string, tld: string): string {
  return name.endsWith(`.${tld}`) ? name.slice(0, -(tld.length + 1)) : name.split('.')[0] ?? name;
}

export function matchOf(row: Row): WatchMatch {
  const name = String(row.name);
  const tld = String(row.tld);
  const stored = text(row.technique);
  const technique: LookalikeTechnique = stored && (lookalikeTechniques as readonly string[]).includes(stored)
    ? (stored as LookalikeTechnique)
    : classifyLookalike(String(row.matched_term), labelOf(name, tld), tld).technique;
  const facts = {
    resolves: flag(row.resolves), has_mx: flag(row.has_mx), has_website: flag(row.has_website), has_certificate: flag(row.has_certificate),
    registered_at: text(row.registered_at), first_seen_at: String(row.first_seen_at),
  };
  const similarity = Number(row.similarity);
  const factors = storedFactors(row.risk_factors) ?? riskOf({
    similarity, resolves: facts.resolves, hasMx: facts.has_mx, hasWebsite: facts.has_website, hasCertificate: facts.has_certificate,
    registeredAt: facts.registered_at, firstSeenAt: facts.first_seen_at,
  }).factors;
  const riskScore = Number(row.risk_score);
  return {
    id: Number(row.id),
    watch_id: Number(row.watch_id),
    name,
    tld,
    matched_term: String(row.matched_term),
    technique,
    similarity,
    risk_score: riskScore,
    risk_band: riskBandOf(riskScore),
    risk_factors: factors,
    ...facts,
    registrar_name: text(row.registrar_name),
    registrant_country_code: text(row.registrant_country_code),
    status: String(row.status) as WatchMatch['status'],
    case_id: row.case_id === null || row.case_id === undefined ? null : Number(row.case_id),
    case_reference: text(row.case_reference),
  };
}
