/**
 * What a report definition is given and answers (DESIGN.md section 14). The engine (the route)
 * checks permissions, turns the scope and the `pql` parameter into the report's WHERE
 * (report-scope.ts), and hands each definition this request; the definition aggregates in SQL
 * and answers its sections and key figures in the shared shapes of src/lib/schemas/report.ts.
 */
import type { KeyFigure, ReportAnswer, ReportName } from '../../../src/lib/schemas/report.ts';
import type { BoundResource } from '../resources/bound-resource.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { QueryInput } from '../resources/list-parameters.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import type { Condition } from '../resources/select-sql.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import type { ReportFilter } from './report-scope.ts';

export interface ReportRequest {
  statements: StatementCache;
  registry: ResourceRegistry;
  scope: GroupScope;
  /** The report's resource, its scope and the `pql` filter, as one WHERE over alias `t`. */
  filter: ReportFilter;
  /** The request's query parameters (options such as `months`, `from`). */
  query: QueryInput;
  /** The server clock's time of the request, epoch milliseconds. */
  now: number;
}

/** What a definition works out; the engine adds `report`, `generated_at` and `filter`. */
export type ReportBody = Pick<ReportAnswer, 'total' | 'key_figures' | 'sections' | 'drop_candidates'>;

export interface ReportDefinition {
  name: ReportName;
  /**
   * The permission the caller lacks to read this report beyond view-reports, or null. By default
   * the view permission of the report's resource (report-registry.ts).
   */
  missingPermission?(resource: BoundResource, scope: GroupScope): string | null;
  /** Conditions every row of the report meets beyond the resource's scope (the audit log's areas). */
  conditions?(scope: GroupScope, registry: ResourceRegistry): Condition[];
  run(request: ReportRequest): ReportBody;
  /** The catalogue's one cheap figure (GET …/reports), over the unfiltered scope. */
  headline(request: ReportRequest): KeyFigure;
}
