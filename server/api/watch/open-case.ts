/**
 * Opening a case from a match (issue 15, brand protection): in one transaction the case is
 * created (its reference `CASE-…` and its first step `opened` given by the watch-cases binding),
 * the match is linked and escalated, that first step keeps the evidence of the match, and both writes
 * leave the audit entries the generic resource writes leave (the resource store writes them).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { OpenCaseRequest, WatchCaseEntry } from '../../../src/lib/schemas/watch-insights.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { ApiError } from '../http/api-error.ts';
import { notFound } from '../resources/group-scope.ts';
import type { ParentLink } from '../resources/parent-link.ts';
import type { ResourceServices } from '../resources/resource-services.ts';
import type { Caller } from '../resources/resource-store.ts';
import { caseEvidenceOf, defaultCaseTitle, severityOfBand } from './case-evidence.ts';
import { caseColumns, caseJoin, withActions } from './watch-case-entries.ts';
import { matchColumns, matchJoin, matchOf } from './watch-matches.ts';

interface OpenCaseInput {
  db: DatabaseSync;
  services: ResourceServices;
  caller: Caller;
  /** The watch, found in the caller's account (the route's access hook: resources/parent-link.ts). */
  parent: ParentLink;
  matchId: number;
  body: OpenCaseRequest;
  now: string;
}

export function openCaseFromMatch({ db, services, caller, parent, matchId, body, now }: OpenCaseInput): WatchCaseEntry {
  const { registry, store } = services;
  const cases = registry.byName('watch-cases');
  const domains = registry.byName('watch-domains');
  if (!cases || !domains) throw new Error('the watch resources are not declared');
  return inTransaction(db, () => {
    const row = db.prepare(`SELECT ${matchColumns}, d.version FROM watch_domains d ${matchJoin} WHERE d.id = ? AND d.watch_id = ?`).get(matchId, parent.value);
    if (!row) throw notFound();
    if (row.case_id !== null) {
      throw new ApiError(409, 'case_exists', `${String(row.name)} already has the case ${String(row.case_reference)}.`, {
        details: { case_id: Number(row.case_id), case_reference: String(row.case_reference) },
      });
    }
    if (Number(row.wildcard_dns) === 1) {
      throw new ApiError(409, 'not_a_lookalike', `${String(row.name)} sits under a wildcard DNS record: it is not counted as a look-alike.`, { details: { reason: 'wildcard_dns' } });
    }
    const match = matchOf(row);
    const created = store.create(cases, caller, parent, {
      title: body.title ?? defaultCaseTitle(match.name, match.technique),
      domain_name: match.name,
      status: 'open',
      severity: body.severity ?? severityOfBand(match.risk_band),
      action: body.action ?? 'monitor',
      opened_at: now,
    });
    const caseId = Number(created.id);
    store.update(domains, caller, parent, match.id, { case_id: caseId, status: 'escalated', version: Number(row.version) });
    // The case's `opened` step (the watch-cases binding's) keeps the match's evidence and the note.
    db.prepare(`UPDATE watch_case_actions SET note = ?, evidence = ? WHERE case_id = ? AND action = 'opened'`)
      .run(body.note ?? null, JSON.stringify(caseEvidenceOf(match)), caseId);
    const entry = withActions(db, db.prepare(`SELECT ${caseColumns} FROM watch_cases c ${caseJoin} WHERE c.id = ?`).all(caseId))[0];
    if (!entry) throw new Error(`case ${caseId} is not readable`);
    return entry;
  });
}
