/** The OpenAPI paths and schemas of a zone's DNSSEC (routes/dnssec.ts; DESIGN.md section 12, DNSSEC). */
import { rolloverSchema } from '../routes/dnssec.ts';
import { groupErrors } from './openapi-components.ts';
import { jsonContent, jsonResponse, ref, type JsonObject, type PathItem } from './openapi-types.ts';

const stateEnum = ['unsigned', 'signing', 'signed', 'unsigning'];

export function dnssecSchemas(): Record<string, JsonObject> {
  const view: JsonObject = {
    type: 'object',
    required: ['zone_id', 'zone_name', 'state', 'keys', 'ds'],
    properties: {
      zone_id: { type: 'integer' },
      zone_name: { type: 'string' },
      state: { enum: stateEnum },
      domain: { type: ['object', 'null'], description: 'The domain whose registry holds the DS records; null for a zone without one (its parent is told by hand).' },
      keys: {
        type: 'array',
        description: 'Published and active keys, then the last retired ones.',
        items: {
          type: 'object',
          properties: {
            id: { type: 'integer' }, key_type: { enum: ['KSK', 'ZSK', 'CSK'] }, key_tag: { type: 'integer' }, flags: { type: 'integer' }, protocol: { type: 'integer' },
            algorithm: { type: 'integer', description: 'DNS Security Algorithm Number (13: ECDSAP256SHA256).' }, status: { enum: ['published', 'active', 'retired', 'revoked'] },
            public_key: { type: 'string' }, activated_at: { type: ['string', 'null'] }, retire_at: { type: ['string', 'null'] },
            dnskey: { type: ['string', 'null'], description: 'The DNSKEY record in presentation format, while the key is published.' },
          },
        },
      },
      ds: {
        type: 'array',
        description: 'DS records at the registry.',
        items: {
          type: 'object',
          properties: {
            key_tag: { type: 'integer' }, algorithm: { type: 'integer' }, digest_type: { type: 'integer', description: '2: SHA-256.' }, digest: { type: 'string' },
            status: { enum: ['pending', 'submitted', 'active'] }, record: { type: 'string', description: 'The DS record in presentation format.' },
          },
        },
      },
    },
  };
  return {
    DnssecView: view,
    DnssecResult: {
      ...view,
      required: [...(view.required as string[]), 'steps'],
      properties: {
        ...(view.properties as JsonObject),
        steps: {
          type: 'array',
          description: 'The steps taken in order, each with the key tags then published (dnskey) and at the registry (ds).',
          items: {
            type: 'object',
            required: ['code', 'dnskey', 'ds'],
            properties: {
              code: { enum: ['state', 'key_published', 'key_active', 'key_retired', 'ds_added', 'ds_removed', 'no_registry'] },
              state: { enum: stateEnum }, key_type: { enum: ['KSK', 'ZSK'] }, key_tag: { type: 'integer' },
              operation: { type: 'string', description: 'The platform call that changed the registry.' },
              dnskey: { type: 'array', items: { type: 'integer' } }, ds: { type: 'array', items: { type: 'integer' } },
            },
          },
        },
      },
    },
    DnssecRollover: rolloverSchema as unknown as JsonObject,
  };
}

const parameters = (): JsonObject[] => [ref('parameters', 'context'), { name: 'zoneId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }];
const tags = ['dns'];
const refusals = { '409': jsonResponse('dnssec_state (the zone is not in the state the action needs), dnssec_unsupported (the TLD takes no DS) or registry_refused (the domain\'s state); nothing changed.', ref('schemas', 'Error')) };
const result = () => ({ '200': jsonResponse('The steps taken and the new state.', ref('schemas', 'DnssecResult')), ...groupErrors(), ...refusals });

export function dnssecPaths(): Record<string, PathItem> {
  const base = '/groups/{context}/zones/{zoneId}/dnssec';
  return {
    [base]: {
      parameters: parameters(),
      get: { operationId: 'zone_dnssec', summary: 'The zone\'s signing state, keys, DNSKEY and DS records (view-dns)', tags, responses: { '200': jsonResponse('DNSSEC of the zone.', ref('schemas', 'DnssecView')), ...groupErrors() } },
    },
    [`${base}/enable`]: {
      parameters: parameters(),
      post: { operationId: 'enable_dnssec', summary: 'Sign the zone: a KSK and a ZSK are published, then the KSK\'s DS goes to the registry in the same change (manage-dns)', tags, responses: result() },
    },
    [`${base}/disable`]: {
      parameters: parameters(),
      post: { operationId: 'disable_dnssec', summary: 'Stop signing: the DS leaves the registry first, then the keys leave the zone (manage-dns)', tags, responses: result() },
    },
    [`${base}/rollover`]: {
      parameters: parameters(),
      post: {
        operationId: 'roll_dnssec_key', summary: 'Replace the KSK (new DS at the registry before the old goes) or the ZSK (manage-dns)', tags,
        requestBody: { required: true, content: jsonContent(ref('schemas', 'DnssecRollover')) }, responses: result(),
      },
    },
  };
}
