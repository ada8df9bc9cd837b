/**
 * An action's options form read into the job's `options` (DESIGN.md section 13, bulk jobs):
 * the form keeps every choice as text; this checks what the portal can check as it is typed
 * (name servers, TTL, a contact field's length) and builds the object the API validates again.
 * Pure, so it is tested on its own.
 */
import type { OptionField, TrayAction } from '~/lib/tray/tray-actions';
import { checkNameservers, parseNameservers } from '../domains/order/nameservers';

export type OptionValues = Readonly<Record<string, string>>;

/** A problem at a form field: the key below `tray:options.` and its values. */
export interface OptionProblem {
  key: string;
  values?: Record<string, string | number>;
}

export type OptionsReading =
  | { ok: true; options: Record<string, unknown> }
  | { ok: false; problems: Record<string, OptionProblem> };

/** The form's key of a role's contact. */
export const roleKey = (role: string) => `contact.${role}`;

/** What the form starts with: each domain's usual period, on, the first template, the first field. */
export function initialValues(action: TrayAction): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of action.options) {
    if (field.kind === 'period') values.period_years = '';
    if (field.kind === 'switch') values.enabled = 'on';
    if (field.kind === 'hostnames') values.nameservers = '';
    if (field.kind === 'template') values.template = field.values[0] ?? '';
    if (field.kind === 'ttl') values.ttl = '3600';
    if (field.kind === 'contactField') {
      values.field = field.fields[0]?.name ?? '';
      values.value = '';
    }
    if (field.kind === 'contacts') for (const role of field.roles) values[roleKey(role)] = '';
  }
  return values;
}

const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text.trim()) : undefined);

/** One field's part of the options, or its problem. */
function readField(field: OptionField, values: OptionValues): { options?: Record<string, unknown>; problems?: Record<string, OptionProblem> } {
  switch (field.kind) {
    case 'period': {
      const years = wholeNumber(values.period_years ?? '');
      return years !== undefined && years >= 1 && years <= field.max ? { options: { period_years: years } } : { options: {} };
    }
    case 'switch':
      return { options: { enabled: values.enabled !== 'off' } };
    case 'hostnames': {
      const hosts = parseNameservers(values.nameservers ?? '');
      const problem = checkNameservers(hosts);
      if (!problem) return { options: { nameservers: hosts } };
      return { problems: { nameservers: { key: `nameserverProblems.${problem.key}`, values: { min: field.min, max: field.max, ...(problem.host ? { host: problem.host } : {}) } } } };
    }
    case 'contacts': {
      const contacts: Record<string, number> = {};
      for (const role of field.roles) {
        const id = wholeNumber(values[roleKey(role)] ?? '');
        if (id !== undefined && id > 0) contacts[`${role}_contact_id`] = id;
      }
      return Object.keys(contacts).length > 0 ? { options: { contacts } } : { problems: { contacts: { key: 'noRole' } } };
    }
    case 'template': {
      const template = values.template ?? '';
      return field.values.includes(template) ? { options: { template } } : { problems: { template: { key: 'template' } } };
    }
    case 'ttl': {
      const ttl = wholeNumber(values.ttl ?? '');
      return ttl !== undefined && ttl >= field.min && ttl <= field.max
        ? { options: { ttl } }
        : { problems: { ttl: { key: 'ttlProblem', values: { min: field.min, max: field.max } } } };
    }
    case 'contactField': {
      const chosen = field.fields.find((entry) => entry.name === values.field);
      if (!chosen) return { problems: { field: { key: 'field' } } };
      const value = (values.value ?? '').trim();
      if (value === '' && chosen.required) return { problems: { value: { key: 'valueRequired' } } };
      if (chosen.maxLength !== undefined && value.length > chosen.maxLength) return { problems: { value: { key: 'valueTooLong', values: { max: chosen.maxLength } } } };
      return { options: { field: chosen.name, value: value === '' ? null : value } };
    }
  }
}

/** The options the job is asked with, or the problems to show at their fields. */
export function readOptions(action: TrayAction, values: OptionValues): OptionsReading {
  const options: Record<string, unknown> = {};
  const problems: Record<string, OptionProblem> = {};
  for (const field of action.options) {
    const read = readField(field, values);
    Object.assign(options, read.options ?? {});
    Object.assign(problems, read.problems ?? {});
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, options };
}

/** The name server list as typed, checked while typing once it has something in it (nothing to say about an empty box yet). */
export function nameserverProblemWhileTyping(text: string): OptionProblem | undefined {
  const hosts = parseNameservers(text);
  if (hosts.length === 0) return undefined;
  const problem = checkNameservers(hosts);
  // Too few is no problem yet while the user is still typing the list.
  if (!problem || problem.key === 'tooFew') return undefined;
  return { key: `nameserverProblems.${problem.key}`, ...(problem.host ? { values: { host: problem.host } } : {}) };
}
