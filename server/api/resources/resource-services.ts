/** What the group routes share: the bound resources, the generic store, scope and statements. */
import type { DatabaseSync } from 'node:sqlite';
import { createAuditTrail, type AuditTrail } from './audit-trail.ts';
import { createGroupScopeResolver, type GroupScopeResolver } from './group-scope.ts';
import { createReferenceCheck } from './reference-check.ts';
import { createResourceRegistry, type ResourceRegistry } from './resource-registry.ts';
import { createResourceStore, type ResourceStore } from './resource-store.ts';
import { createStatementCache, type StatementCache } from './statement-cache.ts';

export interface ResourceServices {
  registry: ResourceRegistry;
  store: ResourceStore;
  scopeOf: GroupScopeResolver;
  statements: StatementCache;
  audit: AuditTrail;
}

export function createResourceServices(db: DatabaseSync, isoNow: () => string): ResourceServices {
  const statements = createStatementCache(db);
  const audit = createAuditTrail(db);
  const registry = createResourceRegistry(db);
  const store = createResourceStore({ db, statements, audit, checkReferences: createReferenceCheck(db, statements), isoNow });
  return { registry, store, scopeOf: createGroupScopeResolver(db), statements, audit };
}
