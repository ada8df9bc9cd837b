/**
 * Every curl example of the API guides (src/content/docs, issue 16) runs against a freshly seeded
 * in-process API, in the order the page shows them, and its answer matches the OpenAPI schema of
 * its operation for the status it answered. The reference page's generated examples have their
 * own test (docs-reference-examples.test.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { curlRequest, docsExamples, runExample, startDocsApi, type DocsApi } from './support/docs-examples.ts';

const guides = ['index', 'context', 'authentication', 'dns-management', 'domain-management'];
const examplesOf = (slug: string) => {
  const source = `src/content/docs/${slug}.mdx`;
  return docsExamples(source, readFileSync(new URL(`../../${source}`, import.meta.url), 'utf8'));
};
const counted = guides.map((slug) => ({ slug, examples: examplesOf(slug) }));
const total = counted.reduce((sum, { examples }) => sum + examples.length, 0);

describe('the API guides\' curl examples', () => {
  const apis: DocsApi[] = [];
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    console.info(`docs guide examples run: ${total}`);
  });

  it('reads curl as a shell would and checks answers against the schema', async () => {
    const variables = { API: 'http://localhost:4322', TOKEN: 't0k', CONTEXT: 'c' };
    expect(curlRequest(`curl -X POST "$API/groups/$CONTEXT/x" \\\n  -H "authorization: Bearer $TOKEN" \\\n  -d "{\\"a\\": \\"\\$ORIGIN\\"}"`, variables)).toEqual({
      method: 'POST', url: 'http://localhost:4322/groups/c/x', headers: { authorization: 'Bearer t0k', 'content-type': 'application/x-www-form-urlencoded' }, body: '{"a": "$ORIGIN"}',
    });
    expect(curlRequest(`curl -G "$API/d" -H 'authorization: Bearer $TOKEN' --data-urlencode 'pql=name equals a b'`, variables))
      .toEqual({ method: 'GET', url: 'http://localhost:4322/d?pql=name%20equals%20a%20b', headers: { authorization: 'Bearer t0k' } });
    expect(() => curlRequest('curl "$API/$NOPE"', variables)).toThrow(/NOPE/);

    const api = await startDocsApi();
    apis.push(api);
    const health = curlRequest('curl "$API/health"', variables);
    expect((await runExample(api.app, health, api.openapi)).problems).toEqual([]);
    // The same answer against a document that says otherwise: a schema error, then an undocumented status.
    const changed = structuredClone(api.openapi) as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
    changed.paths['/health']!.get.responses['200'] = { description: 'x', content: { 'application/json': { schema: { type: 'object', required: ['nope'] } } } };
    expect((await runExample(api.app, health, changed)).problems.join()).toMatch(/nope/);
    delete changed.paths['/health']!.get.responses['200'];
    expect((await runExample(api.app, health, changed)).problems.join()).toMatch(/not documented/);
    // Seeding the API takes seconds on a busy machine.
  }, 60_000);

  it('has examples on every guide', () => {
    for (const { slug, examples } of counted) expect(examples.length, slug).toBeGreaterThan(0);
  });

  for (const { slug, examples } of counted) {
    it(`${slug}.mdx: each of its ${examples.length} examples runs and answers as documented`, async () => {
      const api = await startDocsApi();
      apis.push(api);
      const failures: string[] = [];
      for (const example of examples) {
        api.passTime(61);
        api.runJobs();
        const request = curlRequest(example.curl, await api.variables());
        const answer = await runExample(api.app, request, api.openapi);
        const where = `${example.source}:${example.line} ${request.method} ${request.url.replace(/^https?:\/\/[^/]+/, '')}`;
        if (process.env.DOCS_EXAMPLES_VERBOSE) console.info(`${where} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        const code = (answer.body as { code?: unknown } | null)?.code;
        if (example.expected) {
          if (answer.status !== example.expected.status || (example.expected.code && code !== example.expected.code)) {
            failures.push(`${where}: the page says it answers ${example.expected.status} ${example.expected.code ?? ''}, it answered ${answer.status} ${String(code)}`);
          }
        } else if (answer.status >= 400) {
          failures.push(`${where}: answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`);
        } else if ((answer.body as { platform?: { status?: unknown } } | null)?.platform?.status === 'failure') {
          failures.push(`${where}: the registry refused: ${JSON.stringify(answer.body).slice(0, 400)}`);
        }
        for (const problem of answer.problems) failures.push(`${where}: ${problem}`);
      }
      expect(failures).toEqual([]);
    }, 60_000);
  }
});
