/** The HTTP client (DESIGN.md section 6). Islands use the data provider (src/lib/data) rather than these directly. */
export { http } from './http.ts';
export { createHttpClient, maxRequestsInFlight, type HttpClient, type HttpMethod, type RequestOptions } from './http-client.ts';
export type { FetchFunction, HttpClientDependencies, HttpHandlers } from './http-dependencies.ts';
export { httpHandlers, setHttpHandlers } from './http-handlers.ts';
export { HttpError, isAbortError } from './http-error.ts';
export { nestBracketKeys } from './nest-bracket-keys.ts';
export type { QueryParameters, QueryValue } from './query-string.ts';
