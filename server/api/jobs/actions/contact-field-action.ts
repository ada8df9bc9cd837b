/**
 * `update_field { field, value }` on contacts (DESIGN.md section 13, bulk jobs): one text field
 * set to one value on many contacts, as an edit of each would set it (the version bumped, an
 * audit `update` with the field before and after). The field is one of the contact schema's
 * editable text fields (src/lib/schemas/contact.ts: those of type string without a fixed list of
 * values), and the value is checked against that field's own schema with the options.
 * Ineligible: not_found; unchanged (the contact has that value already).
 */
import { contactSchema } from '../../../../src/lib/schemas/contact.ts';
import type { JsonSchema } from '../../../../src/lib/schemas/schema-parts.ts';
import type { Eligibility, ItemOutcome, JobAction, JobContext } from '../job-action.ts';
import { rowsOfIds } from './id-chunks.ts';
import { sayIn } from './job-messages.ts';

const properties = contactSchema.properties as Record<string, JsonSchema>;

const isText = (schema: JsonSchema) => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && !Array.isArray(schema.enum);
};

/** The fields a job may set, in the form's order. */
export const editableContactFields: readonly string[] = Object.keys(properties).filter((field) => isText(properties[field]!));

interface ContactFacts {
  id: number;
  group_id: string;
  name: string;
  value: string | null;
}

function fieldOf(context: JobContext): string {
  const field = String(context.options.field);
  // The options were checked against the schema; the column name comes from the list only.
  if (!editableContactFields.includes(field)) throw new Error(`update_field: ${field} is not an editable contact field`);
  return field;
}

const valueOf = (context: JobContext): string | null => (typeof context.options.value === 'string' ? context.options.value : null);

function readContacts(context: JobContext, ids: readonly number[], field: string): Map<number, ContactFacts> {
  const rows = rowsOfIds(context.statements, context.scope, ids, `SELECT c.id, c.group_id, c.name, c.${field} AS value FROM contacts c`, 'c.id', 'c.group_id');
  return new Map(rows.map((row) => [Number(row.id), {
    id: Number(row.id), group_id: String(row.group_id), name: String(row.name), value: row.value === null ? null : String(row.value),
  }]));
}

export const updateContactFieldAction: JobAction = {
  name: 'update_field',
  resource: 'contacts',
  permission: 'manage-contacts',
  options: {
    type: 'object',
    additionalProperties: false,
    required: ['field', 'value'],
    properties: { field: { type: 'string', enum: [...editableContactFields] }, value: { type: ['string', 'null'], maxLength: 4000 } },
    // The value as its field's schema takes it (an e-mail address, a phone number, a country code …).
    allOf: editableContactFields.map((field) => ({
      if: { required: ['field'], properties: { field: { const: field } } },
      then: { properties: { value: properties[field] } },
    })),
  },
  check(context, ids) {
    const say = sayIn(context.locale);
    const field = fieldOf(context);
    const value = valueOf(context);
    const contacts = readContacts(context, ids, field);
    return new Map(ids.map((id): [number, Eligibility] => {
      const contact = contacts.get(id);
      if (!contact) return [id, { eligible: false, label: `#${id}`, reason_key: 'not_found', reason: say('notFound') }];
      if (contact.value === value) return [id, { eligible: false, label: contact.name, reason_key: 'unchanged', reason: say('contact.unchanged', { name: contact.name, field }) }];
      return [id, { eligible: true, label: contact.name }];
    }));
  },
  run(context, item): ItemOutcome {
    const say = sayIn(context.locale);
    const field = fieldOf(context);
    const value = valueOf(context);
    const contact = readContacts(context, [item.resource_id], field).get(item.resource_id);
    if (!contact) return { state: 'failed', reason_key: 'not_found', reason: say('notFound') };
    if (contact.value === value) return { state: 'done', result: { unchanged: true, message: say('contact.unchanged', { name: contact.name, field }) } };
    context.statements.get(`UPDATE contacts SET ${field} = ?, updated_at = ?, version = version + 1 WHERE id = ?`).run(value, context.now, contact.id);
    const user = context.scope.auth.user;
    context.audit({
      groupId: contact.group_id, userId: user.id, username: user.username, area: 'contacts', resourceType: 'contact', resourceId: contact.id,
      // The name the contact has now (a job may rename it).
      resourceName: field === 'name' && value !== null ? value : contact.name, action: 'update',
      before: { [field]: contact.value }, after: { [field]: value }, ip: context.ip, requestId: context.requestId, at: context.now,
    });
    return { state: 'done', result: { name: contact.name, field, value } };
  },
};
