/**
 * What the search box holds, as the availability checks need it (issue "Domain lifecycle",
 * item 1): one name, a pasted list (one a line, or separated by commas, semicolons or blanks),
 * or words without a dot, each of which asks for suggestions across the TLDs the account may
 * buy. Addresses pasted from a browser or a spreadsheet lose their scheme, path and quotes;
 * the server decides what is a valid name.
 */
import { normaliseName } from '~/lib/domains/domain-name';

export interface SearchPlan {
  /** Names to check, in the order given, each once. */
  readonly names: readonly string[];
  /** Words to suggest names for. */
  readonly words: readonly string[];
  /** Entries given more than once (checked once). */
  readonly duplicates: number;
  /** Entries left out because there were too many. */
  readonly overLimit: number;
}

export type CheckBatch =
  | { readonly key: string; readonly kind: 'names'; readonly names: readonly string[] }
  | { readonly key: string; readonly kind: 'suggest'; readonly word: string };

/** Names checked in one search (anchors: bulk checks of 500 pasted names stream in). */
export const maxSearchNames = 500;
/** Words suggested for in one search: each answers a row per TLD. */
export const maxSearchWords = 5;
/** Names per `POST domain_checks`: small, so the first rows show at once. */
export const namesPerBatch = 10;

/**
 * One pasted entry as a bare name: no scheme, credentials, port, path, quotes or trailing dot;
 * normalised as registries compare names (NFKC, lower case, ideographic full stops as dots), so
 * `例え。jp` is a name and `Example.COM` the same name as `example.com`.
 */
export function cleanEntry(entry: string): string {
  let text = normaliseName(entry).replace(/^[<("'“‘«[]+|[>)"'”’»\]]+$/gu, '');
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
  text = text.replace(/[/?#].*$/s, '');
  text = text.replace(/^[^@]*@/, '');
  text = text.replace(/:\d+$/, '');
  return text.replace(/\.+$/, '');
}

export function parseSearchInput(text: string): SearchPlan {
  const seen = new Set<string>();
  const names: string[] = [];
  const words: string[] = [];
  let duplicates = 0;
  let overLimit = 0;
  // Full-width commas and blanks as their ASCII selves first; 、 separates a Japanese list.
  for (const entry of text.normalize('NFKC').split(/[\s,;、]+/u)) {
    const cleaned = cleanEntry(entry);
    if (cleaned === '') continue;
    if (seen.has(cleaned)) {
      duplicates++;
      continue;
    }
    seen.add(cleaned);
    const isWord = !cleaned.includes('.');
    const list = isWord ? words : names;
    if (list.length >= (isWord ? maxSearchWords : maxSearchNames)) overLimit++;
    else list.push(cleaned);
  }
  return { names, words, duplicates, overLimit };
}

export function isEmptyPlan(plan: SearchPlan): boolean {
  return plan.names.length === 0 && plan.words.length === 0;
}

/** The checks a search makes, in the order their rows show: the names in batches, then a suggestion call per word. */
export function checkBatches(plan: SearchPlan, size = namesPerBatch): CheckBatch[] {
  const batches: CheckBatch[] = [];
  for (let start = 0; start < plan.names.length; start += size) {
    batches.push({ key: `names:${start}`, kind: 'names', names: plan.names.slice(start, start + size) });
  }
  for (const word of plan.words) batches.push({ key: `suggest:${word}`, kind: 'suggest', word });
  return batches;
}
