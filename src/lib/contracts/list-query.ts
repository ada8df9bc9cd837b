/**
 * What a list call takes (DESIGN.md section 7): the page, its size, the sort, the fields and the
 * filters, with their limits — one home for the API that reads them and the document that
 * describes them. The API reads the query itself, so that each parameter's 400 says what is wrong
 * with it (server/api/resources/list-parameters.ts).
 */
export const defaultLimit = 25;
export const maxLimit = 1000;
export const maxPage = 10_000_000;
/** The longest `pql` a list or report reads (as long as a saved filter's); longer is refused before parsing. */
export const maxPqlLength = 4000;

const fields = {
  type: 'string',
  description: 'The fields to answer, comma-separated; a dotted field nests (`registrant.name`), a parent gives all its fields.',
} as const;

/** The query of a list (of records, or of a record's audit entries). */
export const listQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: maxLimit, default: defaultLimit, description: `Records per page (default ${defaultLimit}).` },
    page: { type: 'integer', minimum: 1, maximum: maxPage, default: 1, description: 'Page number, from 1.' },
    sort: { type: 'string', description: 'Sortable fields, comma-separated; `-` before a field sorts descending.' },
    fields,
    pql: {
      type: 'string',
      maxLength: maxPqlLength,
      description:
        'Filter in the portal query language: `field operator value` joined by ` and `; date fields also take relative dates resolved at request time in UTC (`today`, `today+60d`, `today-1mo`, `now-24h`, `now+30m`); ' +
        `a malformed query or unknown field is a 400 invalid_query with position and reason; more than ${maxPqlLength} characters is 400 invalid_parameter.`,
    },
    filter: { type: 'object', additionalProperties: { type: 'string' }, description: 'Legacy equality filters: `filter[status]=active,pending`.' },
  },
} as const;

/** The query of one record. */
export const recordQuery = { type: 'object', properties: { fields } } as const;

/** Where a page of a list is: `{ total, page, limit }`. */
export const listMetaShape = {
  type: 'object',
  additionalProperties: false,
  required: ['total', 'page', 'limit'],
  properties: { total: { type: 'integer', minimum: 0 }, page: { type: 'integer', minimum: 1 }, limit: { type: 'integer', minimum: 1 } },
} as const;
