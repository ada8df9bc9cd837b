/**
 * GET …/home (DESIGN.md section 14): the figures the caller may view, the last changes, the
 * accounts needing attention for staff in their own account (all accounts), and the watch
 * figures for whoever may view watches (brand viewers among them).
 */
import { viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { GroupScope } from '../resources/group-scope.ts';
import type { ResourceRegistry } from '../resources/resource-registry.ts';
import type { StatementCache } from '../resources/statement-cache.ts';
import type { AttentionAccounts } from './attention-accounts.ts';
import type { HomeAnswer } from './dashboard-types.ts';
import { countFigures, homeFigureDeclarations, watchFigureDeclarations } from './home-figures.ts';
import type { RecentChanges } from './recent-changes.ts';

export interface HomeSources {
  registry: ResourceRegistry;
  statements: StatementCache;
  recentChanges: RecentChanges;
  attentionAccounts: AttentionAccounts;
}

export function homeOf(sources: HomeSources, scope: GroupScope, now: number): HomeAnswer {
  const { registry, statements } = sources;
  return {
    figures: countFigures(homeFigureDeclarations, registry, statements, scope, now),
    recent_changes: sources.recentChanges(scope),
    ...(scope.allAccounts ? { attention: sources.attentionAccounts(now) } : {}),
    ...(scope.auth.can(viewAbility('watch')) ? { watch: countFigures(watchFigureDeclarations, registry, statements, scope, now) } : {}),
  };
}
