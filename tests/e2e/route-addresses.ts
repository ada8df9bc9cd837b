import { DatabaseSync } from 'node:sqlite';
import type { APIRequestContext } from '@playwright/test';
import { resourceDeclarations } from '../../src/lib/resources/index.ts';
import { findResourceRoute } from '../../src/lib/resources/resource-routes.ts';
import type { ResourceDeclaration } from '../../src/lib/resources/resource-declaration.ts';
import { e2eApiBase, e2eDatabasePath } from './e2e-environment.ts';
import { matchRouteParameters } from '../../src/lib/routes/route-params.ts';
import { recordFamilyOf } from '../../src/lib/screens/index.ts';

const placeholder = '3f2a9c41';
type Row = Record<string, unknown>;

async function firstRow(request: APIRequestContext, token: string, group: string, apiPath: string): Promise<Row | undefined> {
  const answer = await request.get(`${e2eApiBase}/groups/${group}/${apiPath}?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) return undefined;
  return ((await answer.json()) as { data: Row[] }).data[0];
}

/**
 * A public route's address: the approval page opens a real link from the outbox (a decided
 * request, so opening it changes nothing); an unknown id would be the API's 404, which the
 * browser logs (the page's own test opens one on purpose).
 */
export function publicAddress(pattern: string): string {
  if (pattern === '/approvals/{id}') return approvalLinkWithStatus('approved');
  return pattern.replace(/\{[^}]+\}/g, placeholder);
}

/** The path of the first mailed approval link whose request has this status. */
export function approvalLinkWithStatus(status: string): string {
  const db = new DatabaseSync(e2eDatabasePath, { readOnly: true });
  try {
    const mail = db
      .prepare(`SELECT m.body_text AS body FROM mail_outbox m JOIN approval_requests a ON m.body_text LIKE '%/approvals/' || a.public_id || '%'
        WHERE m.kind = 'approval_request' AND a.status = ? ORDER BY m.id LIMIT 1`)
      .get(status) as { body: string } | undefined;
    if (!mail) throw new Error(`No mailed approval link of a request that is ${status}`);
    return new URL(/https?:\/\/\S+\/approvals\/[\w-]+/.exec(mail.body)![0]).pathname;
  } finally {
    db.close();
  }
}

function declarationNamed(name: string): ResourceDeclaration {
  return resourceDeclarations.find((declaration) => declaration.name === name)!;
}

/**
 * A concrete address for a route pattern: for a resource screen, the ids of real records the
 * signed-in user can see (the parent's id for a nested list, the record's for a record's own
 * screens); elsewhere a placeholder id.
 */
export async function concreteAddress(pattern: string, request: APIRequestContext, token: string, group: string): Promise<string> {
  const route = findResourceRoute(pattern, resourceDeclarations);
  const family = route ? undefined : recordFamilyOf(pattern);
  if (family && family.pattern !== pattern) {
    // A record's own screen (its DNS log, its statistics) opens on a real record of its family.
    const recordAddress = await concreteAddress(family.pattern, request, token, group);
    const values = matchRouteParameters(family.pattern, recordAddress) ?? {};
    return pattern.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? placeholder));
  }
  // A page under a record that is not one of its tabs (a watch's printable reports) opens on a real record too.
  const under = route || family ? undefined : resourceDeclarations.find((declaration) => declaration.routes.record && pattern.startsWith(`${declaration.routes.record}/`));
  if (under?.routes.record) {
    const recordAddress = await concreteAddress(under.routes.record, request, token, group);
    const values = matchRouteParameters(under.routes.record, recordAddress) ?? {};
    return pattern.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? placeholder));
  }
  if (!route || !pattern.includes('{')) return pattern.replace(/\{[^}]+\}/g, placeholder);
  const { declaration, screen } = route;
  const values: Record<string, string> = {};
  let apiPath = declaration.apiPath;
  if (declaration.parent) {
    const parent = await firstRow(request, token, group, declarationNamed(declaration.parent.resource).apiPath);
    if (!parent) return pattern.replace(/\{[^}]+\}/g, placeholder);
    values.id = String(parent.id);
    apiPath = apiPath.replace(`{${declaration.parent.parameter}}`, String(parent.id));
  }
  if (screen === 'record' || screen === 'log') {
    const record = await firstRow(request, token, group, apiPath);
    if (!record) return pattern.replace(/\{[^}]+\}/g, placeholder);
    // The record's own parameter is the last one in the pattern (`{ruleName}` after its parent's `{id}`).
    const own = [...pattern.matchAll(/\{([^}]+)\}/g)].at(-1)![1]!;
    values[own] = String(declaration.lookupField ? record[declaration.lookupField] : record.id);
  }
  return pattern.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? placeholder));
}
