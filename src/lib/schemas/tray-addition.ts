/** Records joining the bulk tray: which resource, their ids, and the parent of nested ones (DNS records). */
import { trayAdditionLimit, trayKinds } from './tray-kinds.ts';

export const trayAdditionSchema = {
  title: 'Tray addition',
  type: 'object',
  additionalProperties: false,
  properties: {
    resource: { type: 'string', enum: Object.keys(trayKinds) },
    ids: { type: 'array', minItems: 1, maxItems: trayAdditionLimit, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
    parent_id: { type: 'integer', minimum: 1 },
  },
  required: ['resource', 'ids'],
} as const;
