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
import { requestLocale, validateBody } from '../resources/record-validation.ts';
import { callerOf, forbidden } from '../resources/resource-access.ts';

type Params = Record<string, string>;

const dnssecPath = '/groups/:context/zones/:zoneId/dnssec';

export const rolloverSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['key_type'],
  properties: { key_type: { enum: ['KSK', 'ZSK'], description: 'Which key to roll: a KSK rollover also replaces the DS at the registry.' } },
} as const;

export function registerDnssecRoutes(app: FastifyInstance, context: ApiContext): void {
  const { db } = context;
  const { scopeOf, audit } = context.resources;
  const rows = createZoneRows(db);
  const registry = createDnssecRegistry(db);
  const signing = createDnssecSigning(db, registry, audit);
  const view = createDnssecView(db, registry);
  const zoneExtras = db.prepare('SELECT domain_id, dnssec_status FROM dns_zones WHERE id = ?');
  const options = { preHandler: context.authenticate };

  const zoneFor = (request: FastifyRequest, ability: string) => {
    const params = request.params as Params;
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

  app.get(dnssecPath, options, async (request) => view.of(zoneFor(request, viewAbility('dns')).zone.id));

  for (const action of ['enable', 'disable'] as const) {
    app.post(`${dnssecPath}/${action}`, options, async (request) => {
      const { zone, caller } = zoneFor(request, manageAbility('dns'));
      const steps = signing.run(zone, action, undefined, caller, context.isoNow());
      return { steps, ...view.of(zone.id) };
    });
  }

  app.post(`${dnssecPath}/rollover`, options, async (request) => {
    const { zone, caller } = zoneFor(request, manageAbility('dns'));
    const body = validateBody(rolloverSchema, request.body, requestLocale(request)) as { key_type: 'KSK' | 'ZSK' };
    const steps = signing.run(zone, 'rollover', body.key_type, caller, context.isoNow());
    return { steps, ...view.of(zone.id) };
  });
}
