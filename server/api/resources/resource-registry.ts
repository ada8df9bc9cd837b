/** Every declaration bound to its binding, checked at start; looked up by declaration name. */
import type { DatabaseSync } from 'node:sqlite';
import { auditContracts, type AuditContracts } from '../../../src/lib/contracts/audit-contracts.ts';
import { resourceContracts, type ResourceContracts } from '../../../src/lib/contracts/resource-contracts.ts';
import { resourceDeclarations } from '../../../src/lib/resources/index.ts';
import type { ResourceDeclaration } from '../../../src/lib/resources/resource-declaration.ts';
import { resourceBindings } from './bindings/index.ts';
import { bindResource, type BoundResource } from './bound-resource.ts';
import type { ResourceBinding } from './resource-binding.ts';

export interface ResourceRegistry {
  all: readonly BoundResource[];
  byName(name: string): BoundResource | undefined;
  /** The contracts of the resource's generic routes (routes/group-resources.ts registers them). */
  contractsOf(resource: BoundResource): ResourceContracts;
  /** The contracts of the audit log's own routes (routes/audit-log.ts), whose entries are the audit-log declaration's records. */
  auditContracts: AuditContracts;
}

export function createResourceRegistry(
  db: DatabaseSync,
  declarations: readonly ResourceDeclaration[] = resourceDeclarations,
  bindings: readonly ResourceBinding[] = resourceBindings,
): ResourceRegistry {
  const bindingByName = new Map(bindings.map((binding) => [binding.resource, binding]));
  const all = declarations.map((declaration) => {
    const binding = bindingByName.get(declaration.name);
    if (!binding) throw new Error(`resource ${declaration.name} has no binding in server/api/resources/bindings`);
    return bindResource(db, declaration, binding);
  });
  const unused = bindings.filter((binding) => !declarations.some((declaration) => declaration.name === binding.resource));
  if (unused.length > 0) throw new Error(`bindings without a declaration: ${unused.map((binding) => binding.resource).join(', ')}`);
  const byName = new Map(all.map((resource) => [resource.declaration.name, resource]));
  const auditEntry = byName.get('audit-log')?.recordSchema ?? { type: 'object' };
  const audit = auditContracts(auditEntry);
  const contracts = new Map(all.map((resource) => [resource, resourceContracts(resource.declaration, {
    record: resource.recordSchema,
    input: resource.createSchema,
    patch: resource.patchSchema,
    auditEntry,
    integerIds: resource.integerIds,
  })]));
  return { all, byName: (name) => byName.get(name), contractsOf: (resource) => contracts.get(resource)!, auditContracts: audit };
}
