/**
 * A watch's found domains and cases for the seed (issue 15): candidates made with every technique,
 * classified and scored by the API's own functions (server/api/watch/), so the seed's figures are
 * the ones any later write would compute. About 5 % sit under a wildcard DNS record: listed,
 * ignored, never counted. Every case gets a timeline of 1–5 actions, the first `opened` with the
 * evidence of its match.
 */
import { lookalikeTechniques, type LookalikeTechnique } from '../../../../src/lib/schemas/watch-insights.ts';
import { caseEvidenceOf } from '../../watch/case-evidence.ts';
import { classifyLookalike } from '../../watch/lookalike-classifier.ts';
import { riskOf, type RiskAssessment } from '../../watch/risk-score.ts';
import type { InsertRow } from './insert-row.ts';
import { lookalikeOf } from './lookalike-names.ts';
import type { SeededAccount } from './seed-context.ts';
import type { SeededRandom } from './seeded-random.ts';
import { addDays, addMinutes } from './seed-time.ts';

export const thirdPartyRegistrars = [
  'Bluewave Registrar Ltd', 'NameHarbor Inc.', 'Cheapnames LLC', 'Registro Sur S.A.', 'Kawa Domains K.K.',
  'Privacy Shield Registrar', 'Danube Names GmbH', 'Atlas Domains Pte. Ltd.',
];
const squatTlds = ['com', 'net', 'shop', 'online', 'xyz', 'top', 'site', 'click', 'live', 'store', 'app', 'info', 'co', 'io'];

/** How often each technique is tried (the classifier names what was made). */
const techniqueWeights: Readonly<Record<LookalikeTechnique, number>> = {
  tld_swap: 0.06, homoglyph: 0.12, bit_flip: 0.08, omission: 0.1, repetition: 0.07, transposition: 0.08, replacement: 0.1,
  insertion: 0.07, vowel_swap: 0.07, hyphenation: 0.06, added_word: 0.15, other: 0.04,
};
const wildcardShare = 0.05;
const escalatedShare = 0.12;

export interface SeededMatch {
  name: string;
  tld: string;
  technique: LookalikeTechnique;
  similarity: number;
  risk: RiskAssessment;
  resolves: boolean;
  hasMx: boolean;
  hasWebsite: boolean;
  hasCertificate: boolean;
  wildcard: boolean;
  registeredAt: string;
  registrarName: string;
  firstSeenAt: string;
  lastSeenAt: string;
  status: 'new' | 'reviewed' | 'ignored';
  escalate: boolean;
}

interface MatchOptions {
  brand: string;
  owned: ReadonlySet<string>;
  now: string;
  /** The demo brand page's watch: its first matches are new, risky, seen this week and without a case. */
  fresh: boolean;
}

export function seedMatches(random: SeededRandom, { brand, owned, now, fresh }: MatchOptions): SeededMatch[] {
  const techniques = lookalikeTechniques.map((technique) => [technique, techniqueWeights[technique]] as const);
  const found = new Map<string, SeededMatch>();
  const target = random.int(18, 60);
  let pinnedCount = 0;
  for (let attempt = 0; found.size < target && attempt < target * 6; attempt++) {
    // The first tries walk the techniques in order, so every watch holds each one it can make.
    const tried = attempt < lookalikeTechniques.length ? (lookalikeTechniques[attempt] as LookalikeTechnique) : random.weighted(techniques);
    const label = lookalikeOf(random, brand, tried);
    const tld = random.pick(squatTlds);
    if (label === null || !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(label)) continue;
    const name = `${label}.${tld}`;
    if (owned.has(name) || found.has(name)) continue;
    const pinned = fresh && pinnedCount < 4 && tried !== 'added_word' && tried !== 'other' && tried !== 'tld_swap';
    if (pinned) pinnedCount++;
    found.set(name, factsOf(random, { brand, label, tld, name, now, pinned }));
  }
  return [...found.values()];
}

function factsOf(random: SeededRandom, input: { brand: string; label: string; tld: string; name: string; now: string; pinned: boolean }): SeededMatch {
  const { brand, label, tld, name, now, pinned } = input;
  const { technique, similarity } = classifyLookalike(brand, label, tld);
  const wildcard = !pinned && random.chance(wildcardShare);
  const resolves = pinned || wildcard || random.chance(0.7);
  const hasWebsite = pinned || (resolves && random.chance(0.6));
  const hasMx = pinned || random.chance(resolves ? 0.45 : 0.15);
  const hasCertificate = pinned || (hasWebsite && random.chance(0.55));
  // 3 in 4 within the last 16 weeks (the trend's 12 and some before), the rest up to 400 days back.
  const daysAgo = pinned ? random.int(0, 5) : random.chance(0.75) ? random.int(0, 111) : random.int(112, 400);
  const firstSeenAt = addMinutes(addDays(now, -daysAgo), -random.int(30, 1400));
  const registeredAt = addDays(firstSeenAt, -(pinned || random.chance(0.45) ? random.int(0, 60) : random.int(91, 2400)));
  const risk = riskOf({ similarity, resolves, hasMx, hasWebsite, hasCertificate, registeredAt, firstSeenAt });
  const status = pinned ? 'new' : wildcard ? 'ignored' : random.weighted([['new', 0.45], ['reviewed', 0.35], ['ignored', 0.2]] as const);
  const escalate = !pinned && !wildcard && random.chance(escalatedShare + (risk.band === 'high' ? 0.1 : 0));
  const lastSeenAt = addDays(now, -Math.min(daysAgo, random.int(0, 3)));
  return {
    name, tld, technique, similarity, risk, resolves, hasMx, hasWebsite, hasCertificate, wildcard, registeredAt,
    registrarName: random.pick(thirdPartyRegistrars), firstSeenAt, lastSeenAt: lastSeenAt < firstSeenAt ? firstSeenAt : lastSeenAt, status, escalate,
  };
}

interface CaseInput {
  insertCase: InsertRow;
  insertAction: InsertRow;
  account: SeededAccount;
  watchId: number;
  match: SeededMatch;
  reference: string;
  now: string;
}

const laterOf = (a: string, b: string) => (a > b ? a : b);
const earlierOf = (a: string, b: string) => (a < b ? a : b);

/** A case about the match, with its timeline; answers the case's id. */
export function seedCase(random: SeededRandom, { insertCase, insertAction, account, watchId, match, reference, now }: CaseInput): number {
  const latest = addMinutes(now, -60);
  const openedAt = earlierOf(latest, addMinutes(match.firstSeenAt, random.int(60, 20 * 1440)));
  const drawn = random.weighted([['open', 0.3], ['investigating', 0.3], ['action_taken', 0.2], ['closed', 0.2]] as const);
  // A case opened in the last two days has had no time to move on.
  const status = Date.parse(latest) - Date.parse(openedAt) < 2 * 86_400_000 ? 'open' : drawn;
  const action = status === 'open' ? 'monitor' : random.pick(['cease_and_desist', 'udrp', 'urs', 'takedown', 'acquire'] as const);
  const severity = match.risk.band === 'high' ? random.weighted([['high', 0.7], ['critical', 0.3]] as const) : match.risk.band;
  const closedAt = status === 'closed' ? earlierOf(latest, addDays(openedAt, random.int(5, 60))) : null;
  const assignee = random.pick(account.users);
  const opener = random.pick(account.users);
  const title = random.pick([`Phishing page on ${match.name}`, `Counterfeit shop on ${match.name}`, `Typo-squat ${match.name}`, `Parked page with ads on ${match.name}`]);
  const end = closedAt ?? latest;
  // The timeline's moments, in order, between opening and now (or closing).
  const span = Math.max(0, Math.round((Date.parse(end) - Date.parse(openedAt)) / 60_000) - 1);
  const moments = Array.from({ length: 4 }, () => random.int(0, span)).sort((a, b) => a - b).map((minutes) => addMinutes(openedAt, minutes));
  const steps: { action: string; note: string | null; at: string }[] = [];
  if (random.chance(0.6)) steps.push({ action: 'note', note: random.pick(['Screenshot of the landing page saved.', 'Registrar abuse contact identified.', 'Page mimics our sign-in form.', 'MX records point to a bulk mail host.']), at: moments[0] as string });
  if (status !== 'open') steps.push({ action: 'status_changed', note: 'open → investigating', at: moments[1] as string });
  if (action !== 'monitor') steps.push({ action, note: random.pick(['Sent by the legal team.', 'Filed with the provider.', 'Agreed with the agent.']), at: moments[2] as string });
  if (status === 'action_taken' || status === 'closed') steps.push({ action: 'status_changed', note: status === 'closed' ? 'action_taken → closed' : 'investigating → action_taken', at: closedAt ?? (moments[3] as string) });
  const updatedAt = laterOf(openedAt, steps.at(-1)?.at ?? openedAt);
  const caseId = insertCase({
    group_id: account.id, watch_id: watchId, reference, title, domain_name: match.name, status, severity, action,
    assignee_user_id: assignee.id, opened_at: openedAt, closed_at: closedAt, notes: null, created_at: openedAt, updated_at: updatedAt,
  });
  const evidence = caseEvidenceOf({
    name: match.name, technique: match.technique, similarity: match.similarity, risk_score: match.risk.score, risk_band: match.risk.band,
    risk_factors: match.risk.factors, resolves: match.resolves, has_mx: match.hasMx, has_website: match.hasWebsite, has_certificate: match.hasCertificate,
    registered_at: match.registeredAt, registrar_name: match.registrarName, first_seen_at: match.firstSeenAt,
  });
  insertAction({ group_id: account.id, case_id: caseId, action: 'opened', note: null, evidence, actor_user_id: opener.id, at: openedAt, created_at: openedAt, updated_at: openedAt });
  for (const step of steps) insertAction({ group_id: account.id, case_id: caseId, action: step.action, note: step.note, evidence: null, actor_user_id: random.pick(account.users).id, at: step.at, created_at: step.at, updated_at: step.at });
  return caseId;
}
