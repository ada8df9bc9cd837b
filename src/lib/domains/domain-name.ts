/**
 * A domain name as someone types it, read the way a registry reads it: normalised (Unicode
 * NFKC, lower case, ideographic full stops as dots, one final dot dropped), each label in its
 * A-label (`xn--…`, what registries and DNS store) and U-label (Unicode, what people read)
 * form, the label rules of RFC 1035/5891 checked with a reason key for the first broken one,
 * the TLD taken from the catalogue (the longest suffix it knows: `co.uk` before `uk`), and the
 * scripts of the registrable label with the mixed-script warning of UTS #39 (scripts.ts).
 * Pure: the portal runs it while a name is typed, the API before it answers.
 * IDN conversion uses the `punycode` package, as src/lib/dns does (Node's `domainToASCII` is
 * not in browsers).
 */
import punycode from 'punycode/punycode.js';
import { isAscii } from '../dns/display-name.ts';
import { reason, type NameReasonKey, type Reason } from './name-reasons.ts';
import { labelScripts, type ScriptCode } from './scripts.ts';

export const maxLabelLength = 63;
export const maxNameLength = 253;

/** What the catalogue says of a TLD (its A-label name, without a leading dot). */
export interface TldRules {
  name: string;
  /** The registry takes internationalised labels. */
  idn: boolean;
  /** Names under it can be bought (the TLD is open and has a product). */
  sold: boolean;
}

export interface TldCatalogue {
  byName: ReadonlyMap<string, TldRules>;
  /** The most labels any TLD has (`co.uk`: 2). */
  maxLabels: number;
}

export function tldCatalogue(entries: Iterable<TldRules>): TldCatalogue {
  const byName = new Map<string, TldRules>();
  let maxLabels = 1;
  for (const entry of entries) {
    const name = entry.name.toLowerCase().replace(/^\./, '');
    byName.set(name, { ...entry, name });
    maxLabels = Math.max(maxLabels, name.split('.').length);
  }
  return { byName, maxLabels };
}

export interface DomainName {
  /** What was asked, as given. */
  input: string;
  /** The whole name in A-labels (the normalised input when it cannot be converted). */
  name: string;
  /** The whole name in U-labels. */
  unicodeName: string;
  /** The registrable label (left of the TLD) as an A-label, and as a U-label. */
  label: string;
  unicodeLabel: string;
  /** The TLD (A-label), from the catalogue when one is given, else the last label; null when there is none. */
  tld: string | null;
  /** True when the name is an IDN (some label is not plain ASCII). */
  idn: boolean;
  /** Null for a name that can be registered as written; else the first rule it breaks. */
  problem: Reason<NameReasonKey> | null;
  /** Scripts of the registrable label, and whether they mix (UTS #39, highly restrictive). */
  scripts: ScriptCode[];
  mixedScript: boolean;
}

const ideographicStops = /[\u3002\uff0e\uff61]/g;
const ldhLabel = /^[a-z0-9-]+$/;
// Letters, combining marks and decimal digits of any script, and the hyphen (IDNA2008's PVALID, roughly).
const unicodeLabelCharacter = /^[\p{L}\p{M}\p{Nd}-]$/u;
const leadingMark = /^\p{M}/u;

/** The name as registries compare it: NFKC, lower case, dots for ideographic full stops, no final dot. */
export function normaliseName(input: string): string {
  return input.normalize('NFKC').toLowerCase().replace(ideographicStops, '.').trim().replace(/\.$/, '');
}

interface LabelForms {
  ascii: string;
  unicode: string;
  problem: Reason<NameReasonKey> | null;
}

function firstBadCharacter(label: string, allowed: (character: string) => boolean): string | null {
  for (const character of label) if (!allowed(character)) return character;
  return null;
}

function hyphenProblem(label: string, shown: string): Reason<NameReasonKey> | null {
  if (label.startsWith('-') || label.endsWith('-')) return reason('hyphen_position', { label: shown });
  // Two hyphens in the third and fourth places are reserved for encodings (xn-- and the like).
  if (label.slice(2, 4) === '--' && !label.startsWith('xn--')) return reason('hyphen_position', { label: shown });
  return null;
}

/** Both forms of one label and the first rule it breaks. */
export function labelForms(label: string): LabelForms {
  if (label === '') return { ascii: '', unicode: '', problem: reason('empty_label') };
  if (isAscii(label)) {
    const bad = firstBadCharacter(label, (character) => ldhLabel.test(character));
    if (bad !== null) return { ascii: label, unicode: label, problem: reason('bad_character', { character: bad }) };
    if (label.length > maxLabelLength) return { ascii: label, unicode: label, problem: reason('label_too_long', { label }) };
    if (label.startsWith('xn--')) return aLabelForms(label);
    return { ascii: label, unicode: label, problem: hyphenProblem(label, label) };
  }
  const bad = firstBadCharacter(label, (character) => unicodeLabelCharacter.test(character));
  if (bad !== null) return { ascii: label, unicode: label, problem: reason('bad_character', { character: bad }) };
  let ascii: string;
  try {
    ascii = punycode.toASCII(label);
  } catch {
    return { ascii: label, unicode: label, problem: reason('idn_invalid', { label }) };
  }
  if (leadingMark.test(label)) return { ascii, unicode: label, problem: reason('idn_invalid', { label }) };
  if (ascii.length > maxLabelLength) return { ascii, unicode: label, problem: reason('label_too_long', { label }) };
  return { ascii, unicode: label, problem: hyphenProblem(label, label) };
}

/** An `xn--` label: valid when it decodes to a Unicode label that encodes back to it and keeps the rules. */
function aLabelForms(label: string): LabelForms {
  const invalid = { ascii: label, unicode: label, problem: reason('idn_invalid', { label }) };
  let unicode: string;
  try {
    unicode = punycode.toUnicode(label);
  } catch {
    return invalid;
  }
  if (unicode === label || isAscii(unicode) || unicode.normalize('NFC') !== unicode || unicode.toLowerCase() !== unicode) return invalid;
  try {
    if (punycode.toASCII(unicode) !== label) return invalid;
  } catch {
    return invalid;
  }
  const decoded = labelForms(unicode);
  if (decoded.problem) return { ...invalid, problem: decoded.problem.key === 'hyphen_position' ? decoded.problem : invalid.problem };
  return { ascii: label, unicode, problem: null };
}

/** The TLD of the labels: the longest suffix the catalogue knows, or null. */
function catalogueTld(asciiLabels: readonly string[], catalogue: TldCatalogue): TldRules | null {
  for (let count = Math.min(catalogue.maxLabels, asciiLabels.length); count >= 1; count--) {
    const found = catalogue.byName.get(asciiLabels.slice(-count).join('.'));
    if (found) return found;
  }
  return null;
}

/**
 * Reads a name. Without a catalogue the TLD is the last label and only the spelling is
 * checked; with one, the TLD must be in it (sold, and taking IDN labels when the name is one),
 * and exactly one label must stand left of it.
 */
export function readDomainName(input: string, catalogue?: TldCatalogue): DomainName {
  const normalised = normaliseName(input);
  const result = (fields: Partial<DomainName> & Pick<DomainName, 'problem'>): DomainName => {
    const unicodeLabel = fields.unicodeLabel ?? fields.label ?? '';
    const scripts = labelScripts(unicodeLabel);
    return {
      input,
      name: normalised,
      unicodeName: normalised,
      label: '',
      unicodeLabel,
      tld: null,
      idn: !isAscii(normalised),
      scripts: scripts.scripts,
      mixedScript: scripts.mixed,
      ...fields,
    };
  };
  if (normalised === '') return result({ problem: reason('empty') });
  if (normalised.includes(' ')) return result({ problem: reason('bad_character', { character: ' ' }) });

  const forms = normalised.split('.').map(labelForms);
  const ascii = forms.map((form) => form.ascii);
  const unicode = forms.map((form) => form.unicode);
  const name = ascii.join('.');
  const unicodeName = unicode.join('.');
  const idn = forms.some((form) => form.ascii !== form.unicode);
  const broken = forms.find((form) => form.problem !== null)?.problem ?? null;
  const base = { name, unicodeName, idn };
  if (forms.length === 1) {
    const only = forms[0]!;
    return result({ ...base, label: only.ascii, unicodeLabel: only.unicode, problem: broken ?? reason('no_tld', { label: only.unicode }) });
  }

  const tld = catalogue ? catalogueTld(ascii, catalogue) : null;
  const tldLabels = tld ? tld.name.split('.').length : 1;
  const tldName = tld?.name ?? ascii.slice(-1).join('.');
  const labelIndex = forms.length - tldLabels - 1;
  const label = labelIndex >= 0 ? (forms[labelIndex] ?? null) : null;
  const parts = { ...base, tld: tldName, label: label?.ascii ?? '', unicodeLabel: label?.unicode ?? '' };
  if (broken) return result({ ...parts, problem: broken });
  if (name.length > maxNameLength) return result({ ...parts, problem: reason('name_too_long') });
  if (!catalogue) return result({ ...parts, problem: null });
  if (!tld) return result({ ...parts, problem: reason('unknown_tld', { tld: unicode.slice(-1).join('.') }) });
  if (!label) return result({ ...parts, problem: reason('tld_only', { tld: tld.name }) });
  if (labelIndex > 0) {
    return result({ ...parts, problem: reason('subdomain', { tld: tld.name, domain: unicode.slice(labelIndex).join('.') }) });
  }
  if (!tld.sold) return result({ ...parts, problem: reason('not_sold', { tld: tld.name }) });
  if (label.ascii !== label.unicode && !tld.idn) return result({ ...parts, problem: reason('idn_not_supported', { tld: tld.name }) });
  return result({ ...parts, problem: null });
}
