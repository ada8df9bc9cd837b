/** The records of a zone by its id (`zones/{zoneId}/records`; a 404 there goes to the caller, spec section 8). */
import { dnsRecords } from './dns-records.ts';
import type { ResourceDeclaration } from './resource-declaration.ts';

export const zoneRecords: ResourceDeclaration = {
  ...dnsRecords,
  name: 'zone-records',
  apiPath: 'zones/{zoneId}/records',
  parent: { parameter: 'zoneId', resource: 'dns-zones' },
  routes: {},
};
