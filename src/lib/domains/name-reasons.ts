/**
 * Why a name cannot be had, as a key the portal translates (with its values) and its English
 * text, which the API sends beside the key. Name keys come from the spelling of the name
 * (domain-name.ts); state keys from the registry's answer (the API's availability check).
 */

/** What is wrong with the name as written. */
export const nameReasonKeys = [
  'empty', 'empty_label', 'label_too_long', 'name_too_long', 'hyphen_position', 'bad_character', 'idn_invalid',
  'no_tld', 'tld_only', 'unknown_tld', 'not_sold', 'subdomain', 'idn_not_supported',
] as const;

/** Why a well-written name is not free to register. */
export const stateReasonKeys = ['in_account', 'taken', 'registry_reserved', 'brand_block', 'premium_name'] as const;

/** Why a line of names to add (transfers in, external domains) is refused. */
export const additionReasonKeys = ['duplicate_line', 'auth_code_missing', 'in_other_account', 'in_order'] as const;

export type NameReasonKey = (typeof nameReasonKeys)[number];
export type StateReasonKey = (typeof stateReasonKeys)[number];
export type AdditionReasonKey = (typeof additionReasonKeys)[number];
export type ReasonKey = NameReasonKey | StateReasonKey | AdditionReasonKey;

export interface Reason<Key extends string = ReasonKey> {
  key: Key;
  values: Readonly<Record<string, string>>;
}

const englishTexts: Readonly<Record<ReasonKey, string>> = {
  empty: 'Type a domain name.',
  empty_label: 'The name has an empty label: two dots in a row, or a dot at the start.',
  label_too_long: 'The label "{label}" is longer than 63 characters in its A-label form.',
  name_too_long: 'The name is longer than 253 characters.',
  hyphen_position: 'The label "{label}" may not start or end with a hyphen, nor have two hyphens as its third and fourth characters.',
  bad_character: 'The character "{character}" cannot be part of a domain name.',
  idn_invalid: 'The label "{label}" is not a valid internationalised (IDN) label.',
  no_tld: 'The name has no TLD: write it in full, such as {label}.com.',
  tld_only: '.{tld} is a TLD: type the name before it.',
  unknown_tld: '.{tld} is not a TLD we know.',
  not_sold: '.{tld} names cannot be bought here.',
  subdomain: 'Only the name directly under .{tld} can be registered ({domain}).',
  idn_not_supported: 'The .{tld} registry does not accept internationalised names.',
  in_account: 'This name is already in this account.',
  taken: 'This name is registered already.',
  registry_reserved: 'The .{tld} registry reserves this name.',
  brand_block: 'A brand protection block ({block}) covers this name at the registry.',
  premium_name: 'The registry sells this name at a premium price.',
  duplicate_line: 'Line {line} names it already.',
  auth_code_missing: 'A .{tld} transfer needs the authorisation code (auth code) from the current registrar.',
  in_other_account: 'Another account here manages this name; ask us to move it.',
  in_order: 'An open order names it already.',
};

export function reason<Key extends ReasonKey>(key: Key, values: Record<string, string> = {}): Reason<Key> {
  return { key, values };
}

/** The reason in English, its values filled in. */
export function reasonText(found: Reason): string {
  return englishTexts[found.key].replace(/\{(\w+)\}/g, (whole, name: string) => found.values[name] ?? whole);
}
