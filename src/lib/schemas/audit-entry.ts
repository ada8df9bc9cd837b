/** An audit log entry (read only: every mutation writes one). */
import { dateTime, nullable, recordSchema, text } from './schema-parts.ts';

export const auditActions = ['create', 'update', 'delete', 'renew', 'lock', 'unlock', 'auth_code', 'approve', 'reject'] as const;

export const auditEntrySchema = recordSchema({
  title: 'Audit entry',
  properties: {
    username: nullable(text(200)),
    area: text(40),
    resource_type: text(60),
    resource_id: text(60),
    resource_name: nullable(text(300)),
    action: text(40),
    before: { type: ['object', 'array', 'null'], ui: { widget: 'json' } },
    after: { type: ['object', 'array', 'null'], ui: { widget: 'json' } },
    ip: nullable(text(64)),
    created_at: dateTime(),
  },
  required: ['area', 'resource_type', 'resource_id', 'action'],
  groups: { general: ['created_at', 'username', 'action', 'area', 'resource_type', 'resource_id', 'resource_name', 'ip'], changes: ['before', 'after'] },
});
