/**
 * The routes of a zone's DNSSEC (DESIGN.md section 12, DNSSEC) by contract (api-contract.ts):
 * what each takes and answers (dnssecContracts, which the API registers and the portal reads the
 * types of), where each is being dnssec-routes.ts (which the portal's script carries).
 */
import { defineContract } from './api-contract.ts';
import { dnssecRoutes } from './dnssec-routes.ts';


export const signingStates = ['unsigned', 'signing', 'signed', 'unsigning'] as const;
export const keyRoles = ['KSK', 'ZSK'] as const;

const nullableString = { type: ['string', 'null'] } as const;
const tags = ['dns'] as const;
const zoneParams = {
  type: 'object',
  required: ['context', 'zoneId'],
  properties: { context: { type: 'string', description: "The account's id (36 characters)." }, zoneId: { type: 'integer', minimum: 1 } },
} as const;

const keyShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'key_type', 'key_tag', 'flags', 'protocol', 'algorithm', 'status', 'public_key', 'activated_at', 'retire_at', 'created_at', 'dnskey'],
  properties: {
    id: { type: 'integer' }, key_type: { enum: ['KSK', 'ZSK', 'CSK'] }, key_tag: { type: 'integer' }, flags: { type: 'integer' }, protocol: { type: 'integer' },
    algorithm: { type: 'integer', description: 'DNS Security Algorithm Number (13: ECDSAP256SHA256).' }, status: { enum: ['published', 'active', 'retired', 'revoked'] },
    public_key: { type: 'string' }, activated_at: nullableString, retire_at: nullableString, created_at: { type: 'string' },
    dnskey: { ...nullableString, description: 'The DNSKEY record in presentation format, while the key is published.' },
  },
} as const;

const dsShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'dnssec_key_id', 'key_tag', 'algorithm', 'digest_type', 'digest', 'status', 'submitted_at', 'record'],
  properties: {
    id: { type: 'integer' }, dnssec_key_id: { type: ['integer', 'null'] }, key_tag: { type: 'integer' }, algorithm: { type: 'integer' },
    digest_type: { type: 'integer', description: '2: SHA-256.' }, digest: { type: 'string' },
    status: { enum: ['pending', 'submitted', 'active'] }, submitted_at: nullableString, record: { type: 'string', description: 'The DS record in presentation format.' },
  },
} as const;

/** The zone's signing state, its keys (live ones first, then the last retired) and the DS records at the registry. */
export const dnssecViewShape = {
  type: 'object',
  additionalProperties: false,
  required: ['zone_id', 'zone_name', 'state', 'domain', 'keys', 'ds'],
  properties: {
    zone_id: { type: 'integer' },
    zone_name: { type: 'string' },
    state: { enum: signingStates },
    domain: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'name', 'tld', 'status', 'dnssec_supported'],
      properties: { id: { type: 'integer' }, name: { type: 'string' }, tld: { type: 'string' }, status: { type: 'string' }, dnssec_supported: { type: 'boolean' } },
      description: 'The domain whose registry holds the DS records; null for a zone without one (its parent is told by hand).',
    },
    keys: { type: 'array', description: 'Published and active keys, then the last retired ones.', items: keyShape },
    ds: { type: 'array', description: 'DS records at the registry.', items: dsShape },
  },
} as const;

/** The steps an action took, in order, and the new view. */
export const dnssecResultShape = {
  ...dnssecViewShape,
  required: [...dnssecViewShape.required, 'steps'],
  properties: {
    ...dnssecViewShape.properties,
    steps: {
      type: 'array',
      description: 'The steps taken in order, each with the key tags then published (dnskey) and at the registry (ds).',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'dnskey', 'ds'],
        properties: {
          code: { enum: ['state', 'key_published', 'key_active', 'key_retired', 'ds_added', 'ds_removed', 'no_registry'] },
          state: { enum: signingStates }, key_type: { enum: keyRoles }, key_tag: { type: 'integer' },
          operation: { type: 'string', description: 'The platform call that changed the registry.' },
          dnskey: { type: 'array', items: { type: 'integer' } }, ds: { type: 'array', items: { type: 'integer' } },
        },
      },
    },
  },
} as const;

const result = { 200: { description: 'The steps taken and the new state.', schema: dnssecResultShape } } as const;
const refusals = { 409: "dnssec_state (the zone is not in the state the action needs), dnssec_unsupported (the TLD takes no DS) or registry_refused (the domain's state); nothing changed." } as const;

export const dnssecContracts = {
  view: defineContract({
    ...dnssecRoutes.view,
    operationId: 'zone_dnssec', tags, permission: 'view-dns',
    summary: "The zone's signing state, keys, DNSKEY and DS records (view-dns)",
    params: zoneParams,
    answers: { 200: { description: 'DNSSEC of the zone.', schema: dnssecViewShape } },
  }),

  enable: defineContract({
    ...dnssecRoutes.enable,
    operationId: 'enable_dnssec', tags, permission: 'manage-dns',
    summary: "Sign the zone: a KSK and a ZSK are published, then the KSK's DS goes to the registry in the same change (manage-dns)",
    params: zoneParams,
    answers: result,
    refusals,
  }),

  disable: defineContract({
    ...dnssecRoutes.disable,
    operationId: 'disable_dnssec', tags, permission: 'manage-dns',
    summary: 'Stop signing: the DS leaves the registry first, then the keys leave the zone (manage-dns)',
    params: zoneParams,
    answers: result,
    refusals,
  }),

  rollover: defineContract({
    ...dnssecRoutes.rollover,
    operationId: 'roll_dnssec_key', tags, permission: 'manage-dns',
    summary: 'Replace the KSK (new DS at the registry before the old goes) or the ZSK (manage-dns)',
    params: zoneParams,
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['key_type'],
      properties: { key_type: { enum: keyRoles, description: 'Which key to roll: a KSK rollover also replaces the DS at the registry.' } },
    },
    answers: result,
    refusals,
  }),
} as const;
