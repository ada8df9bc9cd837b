/**
 * The typed data calls islands make (DESIGN.md section 6), in the current account:
 * `{apiBase}/groups/{context}/{resource}`; `call` reaches the other routes. Single records are
 * answered as the record itself (an answer that is exactly `{ data: record }` is unwrapped).
 */
import type { HttpClient, HttpMethod } from '../http/http-client.ts';
import { HttpError, versionConflictName } from '../http/http-error.ts';
import type { SnackbarInput } from '../notifications/snackbar-store.ts';
import type { ListMeta, ListResult, PlatformCallAnswer } from './data-types.ts';
import { listQueryParameters, fieldsParameter, type ListQuery } from './list-query.ts';
import { fetchAllPages, type GetAllOptions } from './paging.ts';
import { platformCallSnackbar } from './platform-call-feedback.ts';
import type { QueryParameters } from '../http/query-string.ts';
import { scopedPath, type CallScope } from './scoped-path.ts';
import { idempotencyHeaders } from '../idempotency/idempotency-key.ts';

export interface DataProviderDependencies {
  http: Pick<HttpClient, 'request' | 'get' | 'post' | 'patch' | 'delete'>;
  currentContext(): string | undefined;
  showSnackbar(message: SnackbarInput): void;
  translate(key: string): string;
  /** A new Idempotency-Key for a write that starts work or charges; random unless a test says otherwise. */
  newIdempotencyKey?(): string;
}

export type RecordId = string | number;
export type RecordValues = Record<string, unknown>;

export interface RecordCall {
  resource: string;
  id: RecordId;
  signal?: AbortSignal;
}

export interface CallOptions {
  query?: QueryParameters;
  body?: unknown;
  signal?: AbortSignal;
  /** `group` (the default): below `groups/{context}/`; `root`: the path as it is. */
  scope?: CallScope;
}

export interface DataProvider {
  /** A route that is not a declared resource's (saved filters, audit log, profile); answers the body as the API sent it. */
  call<T = unknown>(method: HttpMethod, path: string, options?: CallOptions): Promise<T>;
  getList<T>(query: ListQuery): Promise<ListResult<T>>;
  getOne<T>(call: RecordCall & { fields?: readonly string[] }): Promise<T>;
  create<T>(call: { resource: string; values: RecordValues; signal?: AbortSignal }): Promise<T>;
  /** Sends the version it edits; a version conflict rejects (isVersionConflict) with the server's current record as the error's body. */
  update<T>(call: RecordCall & { values: RecordValues; version: number | string }): Promise<T>;
  remove(call: RecordCall): Promise<void>;
  /** Runs a named platform operation in the current account; `fields` may use `a[b]` keys. */
  platformCall<R = unknown>(operation: string, fields?: RecordValues, options?: { signal?: AbortSignal }): Promise<PlatformCallAnswer<R>>;
  /** Every row matching the query, 1000 a page. */
  getAll<T>(query: Omit<ListQuery, 'page' | 'limit' | 'signal'>, options?: GetAllOptions): Promise<T[]>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unwrapRecord<T>(answer: unknown): T {
  const wrapped = isRecord(answer) && Object.keys(answer).length === 1 && isRecord(answer.data);
  return (wrapped ? answer.data : answer) as T;
}

/** The API puts the record as it now stands in `current` of a version conflict's 409 body (a duplicate's has none). */
function currentRecordOf(body: unknown): Record<string, unknown> | undefined {
  return isRecord(body) && isRecord(body.current) ? body.current : undefined;
}

/** A list answer as the portal uses it, with the requested page and limit where the API left them out. */
export function listResultOf<T>(answer: unknown, requested: { page: number; limit: number }): ListResult<T> {
  const data = isRecord(answer) && Array.isArray(answer.data) ? (answer.data as T[]) : [];
  const meta = isRecord(answer) && isRecord(answer.meta) ? (answer.meta as Partial<ListMeta>) : {};
  return {
    data,
    meta: { total: meta.total ?? data.length, page: meta.page ?? requested.page, limit: meta.limit ?? requested.limit },
  };
}

const signalOption = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

export function createDataProvider(dependencies: DataProviderDependencies): DataProvider {
  const { http } = dependencies;

  const messages = () => ({ noContext: dependencies.translate('http:noContext'), emptyPart: dependencies.translate('http:emptyPathPart') });
  const pathIn = (scope: CallScope, path: string | readonly string[]) => scopedPath(scope, dependencies.currentContext(), path, messages());
  const groupPath = (...parts: string[]) => pathIn('group', parts);
  /** A list asked in a named account (staff searching accounts from another account's context). */
  const pathInAccount = (context: string, ...parts: string[]) => scopedPath('group', context, parts, messages());

  const recordPath = (resource: string, id: RecordId) => groupPath(resource, encodeURIComponent(String(id)));

  async function getList<T>(query: ListQuery): Promise<ListResult<T>> {
    const parameters = listQueryParameters(query);
    const answer = await http.get(query.context ? pathInAccount(query.context, query.resource) : groupPath(query.resource), { query: parameters, ...signalOption(query.signal) });
    return listResultOf<T>(answer, { page: Number(parameters.page), limit: Number(parameters.limit) });
  }

  return {
    async call<T>(method: HttpMethod, path: string, { query, body, signal, scope = 'group' }: CallOptions = {}) {
      const full = pathIn(scope, path);
      return http.request<T>(method, full, body, { ...(query ? { query } : {}), ...signalOption(signal), ...idempotencyHeaders(method, full, dependencies.newIdempotencyKey) });
    },
    getList,
    async getOne<T>({ resource, id, fields, signal }: RecordCall & { fields?: readonly string[] }) {
      return unwrapRecord<T>(await http.get(recordPath(resource, id), { query: { fields: fieldsParameter(fields) }, ...signalOption(signal) }));
    },
    async create<T>({ resource, values, signal }: { resource: string; values: RecordValues; signal?: AbortSignal }) {
      return unwrapRecord<T>(await http.post(groupPath(resource), values, signalOption(signal)));
    },
    async update<T>({ resource, id, values, version, signal }: RecordCall & { values: RecordValues; version: number | string }) {
      try {
        return unwrapRecord<T>(await http.patch(recordPath(resource, id), { ...values, version }, signalOption(signal)));
      } catch (error) {
        const current = error instanceof HttpError && error.status === 409 ? currentRecordOf(error.body) : undefined;
        if (current) throw new HttpError(409, (error as HttpError).message, current, versionConflictName);
        throw error;
      }
    },
    async remove({ resource, id, signal }: RecordCall) {
      await http.delete(recordPath(resource, id), signalOption(signal));
    },
    async platformCall<R>(operation: string, fields: RecordValues = {}, options: { signal?: AbortSignal } = {}) {
      const path = groupPath('platform_calls');
      const answer = await http.post(path, { ...fields, operation }, { ...signalOption(options.signal), ...idempotencyHeaders('POST', path, dependencies.newIdempotencyKey) });
      const platform = (isRecord(answer) && isRecord(answer.platform) ? answer.platform : {}) as Partial<PlatformCallAnswer<R>>;
      const result = isRecord(platform.result) ? platform.result : { actionResult: false };
      const feedback = platformCallSnackbar(result);
      if (feedback) dependencies.showSnackbar(feedback);
      return { status: platform.status, result } as PlatformCallAnswer<R>;
    },
    getAll<T>(query: Omit<ListQuery, 'page' | 'limit' | 'signal'>, options?: GetAllOptions) {
      return fetchAllPages<T>(getList, query, options);
    },
  };
}
