/**
 * DNSSEC of a zone under /groups/{context}/zones/{zoneId}/dnssec (DESIGN.md section 12, DNSSEC):
 * GET its state, keys with their DNSKEY records and the DS at the registry (view-dns); POST
 * enable, disable and rollover { key_type: KSK | ZSK } (manage-dns), each answering the steps it
 * took and the new view. Another account's zone is a 404; every operation is audited.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { manageAbility, viewAbility } from '../../../src/lib/permissions/permission-names.ts';
import type { ApiContext } from '../api-context.ts';
import { createDnssecRegistry } from '../dns/dnssec-registry.ts';
import { createDnssecSigning, type SigningState, type SigningZone } from '../dns/dnssec-signing.ts';
import { createDnssecView } from '../dns/dnssec-view.ts';
import { createZoneRows } from '../dns/zone-rows.ts';
import { callerOf, forbidden } from '../resources/resource-access.ts';
import { dnssecContracts } from '../../../src/lib/contracts/dnssec-contracts.ts';
import { routeByContract } from '../http/contract-routes.ts';
import { requestAccess, type RequestParams } from '../http/request-access.ts';

export function registerDnssecRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { scopeOf, audit } = context.resources;
  const rows = createZoneRows(db);
  const registry = createDnssecRegistry(db);
  const signing = createDnssecSigning(db, registry, audit);
  const view = createDnssecView(db, registry);
  const zoneExtras = db.prepare('SELECT domain_id, dnssec_status FROM dns_zones WHERE id = ?');
  const zoneFor = (request: FastifyRequest, params: RequestParams, ability: string) => {
    const scope = scopeOf(request, params.context);
    if (!scope.auth.can(ability)) throw forbidden(ability);
    const zone = rows.zoneOf(scope, params.zoneId);
    const extras = zoneExtras.get(zone.id)!;
    const signingZone: SigningZone = {
      id: zone.id, group_id: zone.group_id, name: zone.name,
      domain_id: extras.domain_id === null ? null : Number(extras.domain_id), dnssec_status: String(extras.dnssec_status) as SigningState,
    };
    return { scope, zone: signingZone, caller: callerOf(request, scope) };
  };

  // The caller's zone is found before the body is checked (http/contract-routes.ts).
  const viewZone = requestAccess((request, params) => zoneFor(request, params, viewAbility('dns')));
  const manageZone = requestAccess((request, params) => zoneFor(request, params, manageAbility('dns')));
  const viewing = { preValidation: [context.authenticate, viewZone.hook] };
  const managing = { preValidation: [context.authenticate, manageZone.hook] };

  routeByContract(app, dnssecContracts.view).handle(viewing, async (request) => view.of(viewZone.of(request).zone.id));

  for (const action of ['enable', 'disable'] as const) {
    routeByContract(app, dnssecContracts[action]).handle(managing, async (request) => {
      const { zone, caller } = manageZone.of(request);
      const steps = signing.run(zone, action, undefined, caller, context.isoNow());
      return { steps, ...view.of(zone.id) };
    });
  }

  routeByContract(app, dnssecContracts.rollover).handle(managing, async (request) => {
    const { zone, caller } = manageZone.of(request);
    const steps = signing.run(zone, 'rollover', request.body.key_type, caller, context.isoNow());
    return { steps, ...view.of(zone.id) };
  });
}
