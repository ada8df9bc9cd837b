/**
 * Where a record's reference fields point (a domain's `registrant_contact_id` → contacts): the
 * API path to search and the field that names a record there. Worked out at build time from the
 * declarations, so a form needs only these few strings, not every declaration. References to
 * nested resources (they need a parent to search in) are left out: their fields stay id inputs.
 */
import type { UiHint } from '../schemas/schema-parts.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export interface ReferenceTarget {
  apiPath: string;
  displayField: string;
  /** The permission needed to search them: without it the field stays an id input. */
  viewPermission: string;
  /** The portal route of one record (`/contacts/{id}`), when it has one. */
  recordRoute?: string;
}

export function referenceTargetsOf(
  declaration: ResourceDeclaration,
  declarations: readonly ResourceDeclaration[],
): Record<string, ReferenceTarget> {
  const properties = (declaration.schema.properties ?? {}) as Record<string, { ui?: UiHint }>;
  const targets: Record<string, ReferenceTarget> = {};
  for (const property of Object.values(properties)) {
    const name = property.ui?.widget === 'reference' ? property.ui.resource : undefined;
    const target = name ? declarations.find((candidate) => candidate.name === name) : undefined;
    if (!name || !target || target.parent) continue;
    const recordRoute = target.routes.record;
    targets[name] = {
      apiPath: target.apiPath,
      displayField: target.displayField,
      viewPermission: target.permissions.view,
      ...(recordRoute && /^[^{}]*\{id\}$/.test(recordRoute) ? { recordRoute } : {}),
    };
  }
  return targets;
}
