/**
 * The tray's bulk actions, declared once (DESIGN.md section 13, bulk jobs): for each kind of
 * record, the actions a job can run on them, the permission each needs (besides manage-tray),
 * its words (`tray:actions.<resource>.<name>.*`) and the choices its options form asks for.
 * The API's action catalogue checks the same options again; this declaration only says what
 * the portal offers and asks. Pure.
 */
import { ttlRange } from '../dns/check-record.ts';
import { dnsTemplateIds } from '../dns/dns-templates.ts';
import { contactSchema } from '../schemas/contact.ts';
import type { JsonSchema } from '../schemas/schema-parts.ts';
import type { TrayResource } from '../schemas/tray-kinds.ts';

export const contactRoles = ['registrant', 'admin', 'tech', 'billing'] as const;
export type ContactRole = (typeof contactRoles)[number];

export const minNameservers = 2;
export const maxNameservers = 13;
export const maxRenewYears = 10;

/** A contact's text fields a bulk change may set: its string properties that are not a choice of values. */
export interface ContactTextField {
  name: string;
  maxLength: number | undefined;
  /** The contact needs a value (it cannot be emptied). */
  required: boolean;
}

function stringProperty(schema: JsonSchema): boolean {
  const type = schema.type;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('string')) return !Array.isArray(schema.enum);
  // nullable(x) wraps a string schema in anyOf/oneOf with null.
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  return Array.isArray(variants) && variants.some((variant) => variant.type === 'string' && !Array.isArray(variant.enum));
}

function maxLengthOf(schema: JsonSchema): number | undefined {
  if (typeof schema.maxLength === 'number') return schema.maxLength;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const found = variants?.find((variant) => typeof variant.maxLength === 'number');
  return found ? (found.maxLength as number) : undefined;
}

export const contactTextFields: readonly ContactTextField[] = (() => {
  const properties = (contactSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((contactSchema.required ?? []) as string[]);
  return Object.entries(properties)
    .filter(([, schema]) => stringProperty(schema))
    .map(([name, schema]) => ({ name, maxLength: maxLengthOf(schema), required: required.has(name) }));
})();

/** One choice of an action's options form; the form keeps every value as text under `name`. */
export type OptionField =
  /** period_years: 1–10, or none (each domain's usual period). */
  | { kind: 'period'; name: 'period_years'; max: number }
  /** enabled: on or off. */
  | { kind: 'switch'; name: 'enabled' }
  /** nameservers: host names, one a line. */
  | { kind: 'hostnames'; name: 'nameservers'; min: number; max: number }
  /** contacts: a contact for some of the roles (at least one). */
  | { kind: 'contacts'; name: 'contacts'; roles: readonly ContactRole[] }
  /** template: one of the built-in DNS templates. */
  | { kind: 'template'; name: 'template'; values: readonly string[] }
  /** ttl: whole seconds within the record form's limits. */
  | { kind: 'ttl'; name: 'ttl'; min: number; max: number }
  /** field and value: a contact text field and what it becomes. */
  | { kind: 'contactField'; name: 'field'; fields: readonly ContactTextField[] };

export interface TrayAction {
  resource: TrayResource;
  /** The action's name in the API's catalogue. */
  name: string;
  /** The permission the job needs besides manage-tray. */
  permission: string;
  options: readonly OptionField[];
  /** Material changes wait for the account's approver (DESIGN.md section 13). */
  asksApprover?: boolean;
  /** Hard to undo: the confirm button is red. */
  danger?: boolean;
}

/** The tray itself: starting a job needs it, and so does taking items out. */
export const manageTray = 'manage-tray';

export const trayActions: readonly TrayAction[] = [
  { resource: 'domains', name: 'renew', permission: 'manage-domains', options: [{ kind: 'period', name: 'period_years', max: maxRenewYears }] },
  { resource: 'domains', name: 'lock', permission: 'manage-domains', options: [] },
  { resource: 'domains', name: 'unlock', permission: 'manage-domains', options: [], asksApprover: true },
  { resource: 'domains', name: 'transfer_lock', permission: 'manage-domains', options: [{ kind: 'switch', name: 'enabled' }] },
  { resource: 'domains', name: 'privacy', permission: 'manage-domains', options: [{ kind: 'switch', name: 'enabled' }] },
  { resource: 'domains', name: 'nameservers', permission: 'manage-domains', options: [{ kind: 'hostnames', name: 'nameservers', min: minNameservers, max: maxNameservers }] },
  { resource: 'domains', name: 'contacts', permission: 'manage-domains', options: [{ kind: 'contacts', name: 'contacts', roles: contactRoles }], asksApprover: true },
  // The built-in templates, declared once with the records they write; their words are `tray:options.templates.<id>`.
  { resource: 'domains', name: 'dns_template', permission: 'manage-dns', options: [{ kind: 'template', name: 'template', values: dnsTemplateIds }] },
  { resource: 'domains', name: 'export', permission: 'view-domains', options: [] },
  { resource: 'dns-records', name: 'ttl', permission: 'manage-dns', options: [{ kind: 'ttl', name: 'ttl', min: ttlRange.min, max: ttlRange.max }] },
  { resource: 'dns-records', name: 'delete', permission: 'manage-dns', options: [], danger: true },
  { resource: 'ssl-certificates', name: 'renew', permission: 'manage-ssls', options: [] },
  { resource: 'contacts', name: 'update_field', permission: 'manage-contacts', options: [{ kind: 'contactField', name: 'field', fields: contactTextFields }] },
];

export function trayAction(resource: string, name: string): TrayAction | undefined {
  return trayActions.find((action) => action.resource === resource && action.name === name);
}

/** The actions on a kind that `may` allows: manage-tray and the action's own permission. */
export function allowedActions(resource: TrayResource, may: (permission: string) => boolean): TrayAction[] {
  if (!may(manageTray)) return [];
  return trayActions.filter((action) => action.resource === resource && may(action.permission));
}

export function actionLabelKey(action: Pick<TrayAction, 'resource' | 'name'>): string {
  return `tray:actions.${action.resource}.${action.name}.label`;
}
