/**
 * Runs the curl examples of the API documentation (issue 16): parses a curl command as the docs
 * write it, sends it to an in-process API with `app.inject`, and checks the answer against the
 * documented response schema of its operation in the OpenAPI document. Shared by the guides'
 * and the reference's example tests.
 *
 * The docs write examples in one style: `curl -X METHOD "$API/path" -H 'name: value' -d '{…}'`
 * (also `--data`, `--json`, `-G --data-urlencode 'pql=…'`), with lines continued by `\`. The
 * variables (`$API`, `$TOKEN`, `$CONTEXT`, `$DOMAIN_ID` …) are replaced everywhere, inside single
 * quotes too, so a reader can paste the command after setting them; an unknown variable is an error.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/** A curl command as written in the docs. */
export interface DocsExample {
  source: string;
  line: number;
  curl: string;
  /** What a `# answers 400 invalid_query` comment just above the command says it answers (an example of an error). */
  expected?: { status: number; code?: string };
}

export interface CurlRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ExampleAnswer {
  status: number;
  body: unknown;
  problems: string[];
}

type Json = Record<string, unknown>;

const variablePattern = /^\$(?:\{([A-Z][A-Z0-9_]*)\}|([A-Z][A-Z0-9_]*))/;

/**
 * Splits a shell command into words as a shell would: `\`-newline joins lines, double quotes keep
 * `\` escapes of `"`, `\`, `$` and backquote, and `$NAME` / `${NAME}` is replaced (unknown: an error).
 * Inside single quotes, where a shell would not replace anything, a variable the examples know is
 * replaced anyway and any other `$…` stays as written.
 */
function shellWords(command: string, variables: Record<string, string>): string[] {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  /** The variable at `index`, replaced; `strict`: an unknown one is an error, else undefined. */
  const variableAt = (index: number, strict: boolean): { value: string; length: number } | undefined => {
    const match = variablePattern.exec(command.slice(index));
    if (!match) return undefined;
    const value = variables[(match[1] ?? match[2])!];
    if (value === undefined) {
      if (strict) throw new Error(`unknown variable ${match[0]} in a curl example`);
      return undefined;
    }
    return { value, length: match[0].length };
  };
  for (let index = 0; index < command.length; index++) {
    const char = command[index]!;
    if (char === '\\' && command[index + 1] === '\n') {
      index++;
      continue;
    }
    if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      continue;
    }
    inWord = true;
    if (char === "'") {
      const end = command.indexOf("'", index + 1);
      if (end < 0) throw new Error(`unclosed ' in: ${command}`);
      for (let inner = index + 1; inner < end; inner++) {
        const variable = command[inner] === '$' ? variableAt(inner, false) : undefined;
        if (variable) {
          word += variable.value;
          inner += variable.length - 1;
        } else word += command[inner];
      }
      index = end;
    } else if (char === '"') {
      index++;
      while (index < command.length && command[index] !== '"') {
        if (command[index] === '\\' && /["\\$`]/.test(command[index + 1] ?? '')) {
          word += command[index + 1];
          index += 2;
          continue;
        }
        const variable = command[index] === '$' ? variableAt(index, true) : undefined;
        if (variable) {
          word += variable.value;
          index += variable.length;
          continue;
        }
        word += command[index];
        index++;
      }
      if (index >= command.length) throw new Error(`unclosed " in: ${command}`);
    } else if (char === '\\') {
      word += command[index + 1] ?? '';
      index++;
    } else if (char === '$' && variableAt(index, true)) {
      const variable = variableAt(index, true)!;
      word += variable.value;
      index += variable.length - 1;
    } else {
      word += char;
    }
  }
  if (inWord) words.push(word);
  return words;
}

/** Options that take a value but change nothing for the request sent. */
const ignoredWithValue = new Set(['-o', '--output', '-w', '--write-out', '-u', '--max-time', '-m']);
/** Flags that change nothing for the request sent. */
const ignoredFlags = /^(-[sSifLv]+|--silent|--show-error|--include|--fail|--fail-with-body|--location|--verbose|--compressed)$/;

/** Parses a docs curl command into the request it sends, the variables replaced. */
export function curlRequest(curl: string, variables: Record<string, string>): CurlRequest {
  const words = shellWords(curl.trim(), variables);
  if (words[0] !== 'curl') throw new Error(`not a curl command: ${curl}`);
  let method: string | undefined;
  let url: string | undefined;
  let get = false;
  const headers: Record<string, string> = {};
  const data: string[] = [];
  for (let index = 1; index < words.length; index++) {
    const word = words[index]!;
    const value = () => {
      const next = words[++index];
      if (next === undefined) throw new Error(`${word} without a value in: ${curl}`);
      return next;
    };
    if (word === '-X' || word === '--request') method = value().toUpperCase();
    else if (word === '-H' || word === '--header') {
      const header = value();
      const colon = header.indexOf(':');
      if (colon < 0) throw new Error(`malformed header ${header}`);
      headers[header.slice(0, colon).trim().toLowerCase()] = header.slice(colon + 1).trim();
    } else if (word === '-d' || word === '--data' || word === '--data-raw' || word === '--data-binary') data.push(value());
    else if (word === '--json') {
      data.push(value());
      headers['content-type'] ??= 'application/json';
      headers.accept ??= 'application/json';
    } else if (word === '--data-urlencode') {
      const item = value();
      const equals = item.indexOf('=');
      data.push(equals < 0 ? encodeURIComponent(item) : `${item.slice(0, equals)}=${encodeURIComponent(item.slice(equals + 1))}`);
    } else if (word === '-G' || word === '--get') get = true;
    else if (ignoredWithValue.has(word)) index++;
    else if (ignoredFlags.test(word)) continue;
    else if (word.startsWith('-')) throw new Error(`unsupported curl option ${word} in: ${curl}`);
    else if (url === undefined) url = word;
    else throw new Error(`a second URL ${word} in: ${curl}`);
  }
  if (url === undefined) throw new Error(`no URL in: ${curl}`);
  if (get) {
    if (data.length > 0) url += (url.includes('?') ? '&' : '?') + data.join('&');
    return { method: method ?? 'GET', url, headers };
  }
  if (data.length > 0) {
    headers['content-type'] ??= 'application/x-www-form-urlencoded';
    return { method: method ?? 'POST', url, headers, body: data.join('&') };
  }
  return { method: method ?? 'GET', url, headers };
}

/** Every ```bash / ```sh block of an MDX text, each curl command in it (with its line), in order. */
export function docsExamples(source: string, text: string): DocsExample[] {
  const examples: DocsExample[] = [];
  const lines = text.split('\n');
  let inBlock = false;
  let runnable = false;
  let command: { line: number; text: string } | undefined;
  let expected: DocsExample['expected'];
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const fence = /^\s*```(\w*)/.exec(line);
    if (fence) {
      if (!inBlock) {
        inBlock = true;
        runnable = fence[1] === 'bash' || fence[1] === 'sh';
      } else {
        inBlock = false;
        command = undefined;
      }
      continue;
    }
    if (!inBlock || !runnable) continue;
    const answers = /^\s*#\s*answers\s+(\d{3})(?:\s+([a-z_]+))?/.exec(line);
    if (answers && !command) {
      expected = { status: Number(answers[1]), ...(answers[2] ? { code: answers[2] } : {}) };
      continue;
    }
    if (command) {
      command.text += `\n${line}`;
    } else if (/^\s*curl\s/.test(line)) {
      command = { line: index + 1, text: line };
    } else continue;
    if (!/\\\s*$/.test(line)) {
      examples.push({ source, line: command.line, curl: command.text.trim(), ...(expected ? { expected } : {}) });
      command = undefined;
      expected = undefined;
    }
  }
  return examples;
}

interface Operation {
  method: string;
  path: string;
  operation: Json;
}

/** The operation of a method and path: a literal path before a templated one, the most literal characters first. */
export function findOperation(openapi: Json, method: string, pathname: string): Operation | undefined {
  const paths = (openapi.paths ?? {}) as Record<string, Record<string, Json>>;
  const segments = pathname.split('/');
  let best: (Operation & { score: number }) | undefined;
  for (const [template, item] of Object.entries(paths)) {
    const operation = item[method.toLowerCase()];
    if (!operation) continue;
    const parts = template.split('/');
    if (parts.length !== segments.length) continue;
    let score = 0;
    const matches = parts.every((part, index) => {
      const segment = decodeURIComponent(segments[index]!);
      if (part === segment) {
        score += part.length + 1;
        return true;
      }
      // A template part may be a whole parameter or a parameter with a literal suffix (`{id}.csv`).
      const pattern = new RegExp(`^${part.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      if (!pattern.test(segment)) return false;
      score += part.replace(/\{[^}]+\}/g, '').length;
      return true;
    });
    if (matches && (!best || score > best.score)) best = { method, path: template, operation, score };
  }
  return best && { method: best.method, path: best.path, operation: best.operation };
}

/** One validator set per OpenAPI document: the document's refs resolve against it. */
const validators = new WeakMap<object, { ajv: Ajv2020; compiled: Map<string, ValidateFunction> }>();

function validatorFor(openapi: Json, key: string, schema: unknown): ValidateFunction {
  let entry = validators.get(openapi);
  if (!entry) {
    const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ $id: 'https://docs.example/openapi.json', components: openapi.components ?? {} });
    entry = { ajv, compiled: new Map() };
    validators.set(openapi, entry);
  }
  let validate = entry.compiled.get(key);
  if (!validate) {
    const rooted = JSON.parse(JSON.stringify(schema), (name: string, value: unknown) =>
      name === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `https://docs.example/openapi.json${value}` : value) as Json;
    validate = entry.ajv.compile(rooted);
    entry.compiled.set(key, validate);
  }
  return validate;
}

function resolveRef(openapi: Json, value: unknown): Json | undefined {
  let current = value as Json | undefined;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 10; depth++) {
    let target: unknown = openapi;
    for (const part of current.$ref.replace(/^#\//, '').split('/')) target = (target as Json | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    current = target as Json | undefined;
  }
  return current;
}

/**
 * Sends a request to the app in-process and checks the answer against its operation's documented
 * response for that status: `problems` lists every mismatch (no operation, an undocumented status,
 * another content type, schema errors).
 */
export async function runExample(app: FastifyInstance, request: CurlRequest, openapi: Json): Promise<ExampleAnswer> {
  const target = new URL(request.url, 'http://api.invalid');
  const answer = await app.inject({
    method: request.method as 'GET',
    url: `${target.pathname}${target.search}`,
    headers: request.headers,
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
  const contentType = String(answer.headers['content-type'] ?? '').split(';')[0]!.trim();
  const isJson = contentType === 'application/json' || contentType.endsWith('+json');
  let body: unknown = answer.body;
  const problems: string[] = [];
  if (isJson && answer.body !== '') {
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.push(`the answer says ${contentType} but is not JSON`);
    }
  }
  const status = answer.statusCode;
  const where = `${request.method} ${target.pathname}`;
  const found = findOperation(openapi, request.method, target.pathname);
  if (!found) {
    problems.push(`${where}: no operation in the OpenAPI document`);
    return { status, body, problems };
  }
  const responses = (found.operation.responses ?? {}) as Record<string, unknown>;
  const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!documented) {
    problems.push(`${request.method} ${found.path}: status ${status} is not documented (documented: ${Object.keys(responses).join(', ')}); body ${answer.body.slice(0, 300)}`);
    return { status, body, problems };
  }
  const response = resolveRef(openapi, documented) ?? {};
  const content = (response.content ?? {}) as Record<string, Json>;
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) {
    if (answer.body !== '' && status !== 204) problems.push(`${request.method} ${found.path} ${status}: documented without a body, answered ${contentType}`);
    return { status, body, problems };
  }
  const mediaType = mediaTypes.find((type) => type === contentType)
    ?? mediaTypes.find((type) => type.endsWith('/*') && contentType.startsWith(type.slice(0, -1)))
    ?? mediaTypes.find((type) => type === '*/*');
  if (!mediaType) {
    problems.push(`${request.method} ${found.path} ${status}: answered ${contentType || 'no content type'}, documented ${mediaTypes.join(', ')}`);
    return { status, body, problems };
  }
  const schema = content[mediaType]!.schema;
  if (schema === undefined) return { status, body, problems };
  if (!isJson) {
    const type = (resolveRef(openapi, schema) ?? {}).type;
    if (type !== undefined && type !== 'string') problems.push(`${request.method} ${found.path} ${status}: a ${contentType} answer documented as ${String(type)}`);
    return { status, body, problems };
  }
  const validate = validatorFor(openapi, `${found.method} ${found.path} ${status} ${mediaType}`, schema);
  if (!validate(body)) {
    for (const error of validate.errors ?? []) {
      problems.push(`${request.method} ${found.path} ${status}: ${error.instancePath || '(body)'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`);
    }
  }
  return { status, body, problems };
}

/** The docs examples' API: a freshly seeded database, called in-process, with the OpenAPI document it serves. */
export interface DocsApi {
  app: FastifyInstance;
  openapi: Json;
  /**
   * The variables of the examples at this moment: a new sign-in of the seeded admin (`TOKEN`,
   * `REFRESH_TOKEN`), the admin's account (`CONTEXT`), its first active domain with a zone of ours
   * (`DOMAIN_ID`, its name `DOMAIN`, `ZONE_ID`, the zone's live `SERIAL`, the caller's draft's `DRAFT_VERSION` and first staged `CHANGE_ID`, and the newest other version's `PREVIOUS_SERIAL`,
   * an A/AAAA/TXT `RECORD_ID` in it), its first contact (`CONTACT_ID`), newest order (`ORDER_ID`), newest pending approval request
   * (`APPROVAL_ID`) and newest job (`JOB_ID`).
   */
  /** The guides' variables for `admin` (the default) or `staff` acting in admin's account. */
  variables(as?: 'admin' | 'staff'): Promise<Record<string, string>>;
  /** Runs the bulk-job runner once, as the API's own timer would between two calls. */
  runJobs(): void;
  /** Moves the API's clock on, as time passes between a reader's calls (a minute clears the per-minute limits). */
  passTime(seconds: number): void;
  close(): Promise<void>;
}

export const docsApiBase = 'http://localhost:4322';

export async function startDocsApi(): Promise<DocsApi> {
  const { startJobsApp } = await import('./jobs-app.ts');
  const api = await startJobsApp();
  const openapi = (await api.app.inject({ method: 'GET', url: '/openapi.json' })).json() as Json;
  const one = (sql: string, ...values: (string | number)[]) => api.db.prepare(sql).get(...values);
  return {
    app: api.app,
    openapi,
    async variables(as = 'admin') {
      const signIn = async (username: string) => {
        const login = await api.app.inject({ method: 'POST', url: '/login', payload: { username, password: 'portal-demo' } });
        if (login.statusCode !== 200) throw new Error(`${username} could not sign in: ${login.body}`);
        return login.json() as { access_token: string; refresh_token: string; user: { group_id: string } };
      };
      // Staff act in the demo customer's account, as a provider's developer would for a customer.
      const tokens = await signIn(as);
      const context = as === 'admin' ? tokens.user.group_id : (await signIn('admin')).user.group_id;
      const domain = one(`SELECT d.id, d.name, z.id AS zone_id FROM domains d JOIN dns_zones z ON z.domain_id = d.id
        WHERE d.group_id = ? AND d.status = 'active' AND d.external = 0 ORDER BY d.id LIMIT 1`, context);
      const record = domain && one(`SELECT id FROM dns_records WHERE zone_id = ? AND type IN ('A', 'AAAA', 'TXT') ORDER BY id LIMIT 1`, Number(domain.zone_id));
      const contact = one('SELECT id FROM contacts WHERE group_id = ? ORDER BY id LIMIT 1', context);
      const zone = domain && one('SELECT serial FROM dns_zones WHERE id = ?', Number(domain.zone_id));
      const draft = domain && one("SELECT d.id, d.version FROM dns_zone_drafts d JOIN users u ON u.id = d.user_id WHERE d.zone_id = ? AND u.username = ? AND d.state = 'open'", Number(domain.zone_id), as);
      const change = draft && one('SELECT id FROM dns_draft_changes WHERE draft_id = ? ORDER BY id LIMIT 1', Number(draft.id));
      const version = domain && one('SELECT serial FROM dns_zone_versions WHERE zone_id = ? AND serial <> ? ORDER BY id DESC LIMIT 1', Number(domain.zone_id), Number(zone?.serial ?? 0));
      const order = one('SELECT id FROM orders WHERE group_id = ? ORDER BY id DESC LIMIT 1', context);
      const approval = one("SELECT id FROM approval_requests WHERE group_id = ? AND status = 'pending' ORDER BY id DESC LIMIT 1", context);
      const job = one('SELECT id FROM jobs WHERE group_id = ? ORDER BY id DESC LIMIT 1', context);
      const variables: Record<string, string> = {
        API: docsApiBase,
        TOKEN: tokens.access_token,
        REFRESH_TOKEN: tokens.refresh_token,
        CONTEXT: context,
      };
      // Not a guides' variable: where staff list every account (the reference examples' other accounts).
      if (as === 'staff') variables.OWN_CONTEXT = tokens.user.group_id;
      if (domain) variables.DOMAIN_ID = String(domain.id);
      if (domain) variables.DOMAIN = String(domain.name);
      if (domain) variables.ZONE_ID = String(domain.zone_id);
      if (zone) variables.SERIAL = String(zone.serial);
      if (draft) variables.DRAFT_VERSION = String(draft.version);
      if (change) variables.CHANGE_ID = String(change.id);
      if (version) variables.PREVIOUS_SERIAL = String(version.serial);
      if (record) variables.RECORD_ID = String(record.id);
      if (contact) variables.CONTACT_ID = String(contact.id);
      if (order) variables.ORDER_ID = String(order.id);
      if (approval) variables.APPROVAL_ID = String(approval.id);
      if (job) variables.JOB_ID = String(job.id);
      return variables;
    },
    runJobs() {
      (api.app as FastifyInstance & { jobRunner: { runDue(): unknown } }).jobRunner.runDue();
    },
    passTime(seconds) {
      api.clock.advance(seconds);
    },
    close: () => api.close(),
  };
}
