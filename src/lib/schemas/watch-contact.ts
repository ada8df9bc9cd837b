/** Someone a watch notifies. */
import { email, flag, nullable, oneOf, recordSchema, reference, text } from './schema-parts.ts';

export const watchContactRoles = ['owner', 'legal', 'notify', 'agent'] as const;

export const watchContactSchema = recordSchema({
  title: 'Watch contact',
  properties: {
    contact_id: nullable(reference('contacts')),
    name: text(200),
    email: email(),
    role: oneOf(watchContactRoles),
    notify: flag(),
  },
  required: ['name', 'email', 'role'],
});
