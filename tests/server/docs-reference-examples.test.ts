/**
 * The curl examples of the API reference (/api/reference, issue 16) run against a freshly seeded
 * API, in-process, and their answers validate against the documented schema of their status
 * (tests/server/support/docs-examples.ts). Run: every GET whose ids the demo data has (an id
 * variable the guides' set lacks is taken from the first row of its list), then every write on
 * a second fresh database, in document order, as staff in the demo customer's account; a write's
 * sample body may be refused, but only with a documented error answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiReference, pathVariable, type OperationView } from '../../src/lib/api-docs/index.ts';
import { curlRequest, runExample, startDocsApi, type DocsApi } from './support/docs-examples.ts';

type Json = Record<string, unknown>;

const variablesOf = (curl: string) => [...new Set([...curl.matchAll(/\$([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!))];

/**
 * Fills the id variables an example needs from the rows of the lists its path sits under, parent
 * first (the account first of all); a parent (the guides' own `$CONTEXT` and `$DOMAIN_ID` too)
 * whose children's list is empty gives way to the next of its first 50 rows.
 */
async function resolveIds(api: DocsApi, operations: readonly OperationView[], operation: OperationView, variables: Record<string, string>): Promise<boolean> {
  const segments = operation.path.split('/');
  const resolveFrom = async (index: number): Promise<boolean> => {
    const name = segments.slice(index).map((segment) => /^\{(\w+)\}$/.exec(segment)?.[1]).find(Boolean);
    if (!name) return variablesOf(operation.curl).every((variable) => variable in variables);
    const at = segments.indexOf(`{${name}}`, index);
    const variable = pathVariable(operation.path, name);
    if (!operation.curl.includes(`$${variable}`)) return resolveFrom(at + 1);
    const given = variables[variable];
    if (given !== undefined && await resolveFrom(at + 1)) return true;
    // The account is a parent too: staff may act in any, and their own account's list of accounts names them all.
    const listPath = name === 'context' ? '/groups/{context}/accounts' : segments.slice(0, at).join('/');
    const list = operations.find((candidate) => candidate.method === 'get' && candidate.path === listPath);
    const listVariables = name === 'context' && variables.OWN_CONTEXT ? { ...variables, CONTEXT: variables.OWN_CONTEXT } : variables;
    if (!list || variablesOf(list.curl).some((other) => !(other in listVariables))) return false;
    const answer = await runExample(api.app, curlRequest(list.curl.replace('limit=5', 'limit=50'), listVariables), api.openapi);
    const rows = answer.status === 200 ? ((answer.body as { data?: Json[] } | undefined)?.data ?? []) : [];
    for (const row of rows) {
      if (row.id === undefined) continue;
      variables[variable] = String(row.id);
      if (await resolveFrom(at + 1)) return true;
    }
    if (given === undefined) delete variables[variable];
    else variables[variable] = given;
    return false;
  };
  return resolveFrom(0);
}

async function runAll(api: DocsApi, operations: readonly OperationView[], methods: readonly string[], as: 'admin' | 'staff' = 'admin') {
  const ran: { operation: OperationView; status: number; problems: string[] }[] = [];
  const skipped: string[] = [];
  const base = await api.variables(as);
  const found: Record<string, string> = {};
  for (const operation of operations) {
    if (!methods.includes(operation.method)) continue;
    const variables = { ...base, ...found };
    if (!(await resolveIds(api, operations, operation, variables))) {
      skipped.push(`${operation.method.toUpperCase()} ${operation.path}`);
      continue;
    }
    // Ids found under another parent than the guides' own (another domain's glue records) stay with their example.
    const ownParents = Object.entries(base).every(([name, value]) => variables[name] === value);
    if (ownParents) for (const [name, value] of Object.entries(variables)) if (!(name in base)) found[name] = value;
    const answer = await runExample(api.app, curlRequest(operation.curl, variables), api.openapi);
    ran.push({ operation, status: answer.status, problems: answer.problems });
    api.runJobs();
  }
  return { ran, skipped };
}

/** A freshly seeded API for the describe block that calls this, and the reference's operations. */
function referenceUnderTest() {
  const subject = {} as { api: DocsApi; operations: OperationView[] };
  beforeAll(async () => {
    subject.api = await startDocsApi();
    subject.operations = buildApiReference(subject.api.openapi).tags.flatMap((tag) => tag.operations);
  });
  afterAll(() => subject.api?.close());
  return subject;
}

describe('the API reference\'s curl examples', () => {
  const subject = referenceUnderTest();

  it('every GET example with ids in the demo data runs, answers 2xx and matches its documented schema', async () => {
    const { api, operations } = subject;
    const { ran, skipped } = await runAll(api, operations, ['get'], 'staff');
    const gets = operations.filter((operation) => operation.method === 'get').length;
    console.log(`reference GET examples: ${ran.length} of ${gets} ran; skipped (no such id in the demo data): ${skipped.join(', ') || 'none'}`);
    expect(ran.flatMap((entry) => entry.problems)).toEqual([]);
    // Staff may do everything: any 4xx or 5xx, a 403 included, is a documentation or permission bug.
    expect(ran.filter((entry) => entry.status >= 400).map((entry) => `${entry.operation.anchor} ${entry.status}`)).toEqual([]);
    // What is left needs a secret the demo cannot list (a reset token, an approval's public id) or a record made later.
    expect(ran.length).toBeGreaterThan(gets * 0.95);
  }, 120_000);
});

describe('the API reference\'s write examples', () => {
  const subject = referenceUnderTest();

  it('every write example with ids in the demo data answers as documented', async () => {
    const { api, operations } = subject;
    // Signing out or ending sessions would end the token the next examples use: those run last.
    const last = new Set(['logout', 'end_other_profile_sessions', 'end_profile_session', 'disable_two_factor']);
    const ordered = [...operations.filter((operation) => !last.has(operation.operationId)), ...operations.filter((operation) => last.has(operation.operationId))];
    const { ran, skipped } = await runAll(api, ordered, ['post', 'put', 'patch', 'delete'], 'staff');
    const writes = operations.filter((operation) => operation.method !== 'get').length;
    const succeeded = ran.filter((entry) => entry.status < 400).length;
    console.log(`reference write examples: ${ran.length} of ${writes} ran (${succeeded} answered 2xx, the rest a documented error); skipped: ${skipped.join(', ') || 'none'}`);
    expect(ran.flatMap((entry) => entry.problems)).toEqual([]);
    // Run as staff in the demo customer's account; samples take the schemas' examples (countries, currencies, host names) and a change sends a field besides its version.
    expect(ran.length).toBeGreaterThan(writes * 0.95);
    expect(succeeded).toBeGreaterThan(ran.length / 2);
  }, 180_000);
});
