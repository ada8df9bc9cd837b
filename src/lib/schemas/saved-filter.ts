/** A saved list filter of a user: PQL text with the sort and columns that went with it. */
import { flag, nullable, recordSchema, text } from './schema-parts.ts';

export const savedFilterSchema = recordSchema({
  title: 'Saved filter',
  properties: {
    resource: { type: 'string', pattern: '^[a-z][a-z0-9_-]*$', maxLength: 60 },
    name: text(100),
    pql: { type: 'string', maxLength: 4000 },
    sort: nullable({ type: 'string', pattern: '^-?[a-z_][a-z0-9_.]*(,-?[a-z_][a-z0-9_.]*)*$', maxLength: 200 }),
    fields: nullable({ type: 'string', pattern: '^[a-z_][a-z0-9_.]*(,[a-z_][a-z0-9_.]*)*$', maxLength: 2000 }),
    is_default: flag(),
    shared: flag(),
  },
  required: ['resource', 'name', 'pql'],
});
