/** What a failed data call rejects with, for islands (which never import the HTTP client): kept apart so a page can check errors without loading the data provider. */
export { HttpError, isAbortError, isVersionConflict } from '../http/http-error.ts';
