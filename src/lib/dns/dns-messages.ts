/**
 * The `dns` namespace's English, for the checks that run without i18next (the API, the
 * zone rules). A problem carries its key and values; `values.field` is the field's English
 * label and `values.fieldKey` its own key, so a translated screen says
 * `t(\`dns:${key}\`, { ...values, field: t(\`dns:${values.fieldKey}\`) })`.
 */
import en from '../../content/locales/en/dns.json' with { type: 'json' };
import type { RecordProblem } from './zone-record.ts';

export type FieldName = keyof typeof en.fields;
export type ProblemKey = keyof typeof en.problems;

export const dnsNamespace = 'dns';
export const dnsEnglish = en;

export function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([^}\s]+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * A problem with `field` (the record field or content field it is about), named in the message.
 * Lists in `values` are joined with ", "; `english` gives them as the English message reads them.
 */
export function problem(
  field: FieldName,
  key: ProblemKey,
  values: Readonly<Record<string, string>> = {},
  english: Readonly<Record<string, string>> = {},
): RecordProblem {
  const named = { field: en.fields[field], fieldKey: `fields.${field}` };
  return { field, key: `problems.${key}`, values: { ...values, ...named }, message: fillIn(en.problems[key], { ...values, ...english, ...named }) };
}

/** "a, b and c": the English list; screens in other languages format `values` themselves. */
export function englishList(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  return new Intl.ListFormat('en', { type: conjunction === 'and' ? 'conjunction' : 'disjunction' }).format(items);
}
