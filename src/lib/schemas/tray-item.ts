/** An item of the bulk tray (read only here: the tray's own route adds items, DESIGN.md section 13). */
import { integer, oneOf, recordSchema, text } from './schema-parts.ts';
import { trayKinds } from './tray-kinds.ts';

/** The tray's resource types, in the order of its kinds. */
export const trayResourceTypes: readonly string[] = Object.values(trayKinds);

export const trayItemSchema = recordSchema({
  title: 'Tray item',
  properties: {
    label: text(300),
    resource_type: oneOf(trayResourceTypes),
    resource_id: integer(1, Number.MAX_SAFE_INTEGER),
  },
  required: ['label', 'resource_type', 'resource_id'],
});
