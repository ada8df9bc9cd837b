/** The data provider islands use instead of the HTTP client (DESIGN.md section 6). */
export { dataProvider, call, getList, getOne, create, update, remove, platformCall, getAll } from './data.ts';
export { createDataProvider, type CallOptions, type DataProvider, type DataProviderDependencies, type RecordCall, type RecordId, type RecordValues } from './data-provider.ts';
export type { ListMeta, ListResult, PlatformCallAnswer, PlatformResult, Versioned } from './data-types.ts';
export {
  defaultListLimit,
  defaultListPage,
  defaultListSort,
  fieldsParameter,
  listQueryParameters,
  sortParameter,
  type FilterValue,
  type ListQuery,
  type ListSort,
  type SortOrder,
} from './list-query.ts';
export { pageSizeForAll, type GetAllOptions, type GetAllProgress } from './paging.ts';
export { currentContext, contextFromAddress, setContextSource } from './current-context.ts';
export { scopedPath, incompletePathName, type CallScope } from './scoped-path.ts';
export { HttpError, isAbortError, isVersionConflict } from './errors.ts';
