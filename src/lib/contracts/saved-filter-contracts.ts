/**
 * The routes of saved filters of a list by contract (api-contract.ts): where each is (savedFilterRoutes, which the
 * portal's script may carry) and what it takes and answers (savedFilterContracts, which the API registers
 * and the portal reads the types of). A user's own filters, per account and resource; the ones
 * colleagues shared are listed apart.
 */
import { savedFilterSchema } from '../schemas/saved-filter.ts';
import { withoutUiKeys } from '../validation/json-schema/without-ui-keys.ts';
import { defineContract } from './api-contract.ts';
import { listMetaShape, listQuery, maxLimit } from './list-query.ts';
import type { RecordShape } from './resource-contracts.ts';

const savedFilters = '/groups/{context}/saved_filters';

export const savedFilterRoutes = {
  list: { method: 'GET', path: savedFilters },
  create: { method: 'POST', path: savedFilters },
  remove: { method: 'DELETE', path: `${savedFilters}/{id}` },
} as const;

/** Whose filters a list names: the user's own, or apart from them the ones colleagues shared. */
export const savedFilterOwners = ['me', 'others'] as const;
/** A page of filters, by default: every filter a user may keep by default. */
export const defaultSavedFilterPage = 100;
/** The most filters a user keeps unless SAVED_FILTER_LIMIT says otherwise. */
export const defaultSavedFilterLimit = 100;

const tags = ['saved filters'] as const;
const permission = 'signed-in';
const context = { type: 'string', description: "The account's id (36 characters)." } as const;
const accountParams = { type: 'object', required: ['context'], properties: { context } } as const;
const text = { type: 'string' } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** A saved filter as the API answers it. */
export const savedFilterShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'resource', 'name', 'pql', 'sort', 'fields', 'is_default', 'shared', 'own', 'created_at', 'updated_at', 'version'],
  properties: {
    id: { type: 'integer' },
    resource: { ...text, description: 'The resource whose list it filters (its name).' },
    name: text, pql: text, sort: nullableString, fields: nullableString,
    is_default: { type: 'boolean' },
    shared: { type: 'boolean', description: 'Visible to everyone in the account.' },
    own: { type: 'boolean', description: "The caller's own (else a colleague's shared one)." },
    created_at: text, updated_at: text, version: { type: 'integer' },
  },
} as const;

export const savedFilterContracts = {
  list: defineContract({
    ...savedFilterRoutes.list,
    operationId: 'list_saved_filters', tags, permission,
    summary: "The user's saved filters, or apart from them the ones colleagues shared in the account",
    description: "By name, paginated. `owner=others`: filters colleagues shared, each once (a shared copy of one of the user's own, or of one listed before it, is left out).",
    params: accountParams,
    querystring: {
      type: 'object',
      properties: {
        resource: { type: 'string', maxLength: 60, description: 'Only the filters of this resource (its name).' },
        owner: { enum: savedFilterOwners, default: 'me', description: "`me`: the user's own (shared or not); `others`: colleagues' shared filters." },
        limit: {
          type: 'integer', minimum: 1, maximum: maxLimit, default: defaultSavedFilterPage,
          description: `Filters per page (default ${defaultSavedFilterPage}, which holds every filter a user may keep by default).`,
        },
        page: listQuery.properties.page,
      },
    },
    answers: {
      200: {
        description: 'Saved filters.',
        schema: { type: 'object', additionalProperties: false, required: ['data', 'meta'], properties: { data: { type: 'array', items: savedFilterShape }, meta: listMetaShape } },
      },
    },
  }),

  create: defineContract({
    ...savedFilterRoutes.create,
    operationId: 'create_saved_filter', tags, permission,
    summary: 'Save a filter',
    description: `409 duplicate (naming \`name\`) for a name the user has on the list already; 409 saved_filter_limit (with \`limit\`) when the user keeps the most filters a user may (${defaultSavedFilterLimit} by default, SAVED_FILTER_LIMIT).`,
    params: accountParams,
    // The record form's schema (without its form hints); pql, sort and fields are then checked as a list call of the resource would be.
    body: withoutUiKeys(savedFilterSchema) as RecordShape,
    answers: { 201: { description: 'The saved filter.', schema: savedFilterShape } },
    refusals: { 409: 'duplicate or saved_filter_limit.' },
  }),

  remove: defineContract({
    ...savedFilterRoutes.remove,
    operationId: 'delete_saved_filter', tags, permission,
    summary: 'Delete one of your saved filters',
    params: { type: 'object', required: ['context', 'id'], properties: { context, id: { type: 'integer', minimum: 1, maximum: 999_999_999_999_999 } } },
    answers: { 204: { description: 'Deleted.' } },
  }),
} as const;
