/** Spelling rules shared by the domain parser and the TLD check. */

const maxLabelLength = 63;
const maxNameLength = 253;
// Characters a URL parser would read as something other than part of a host name.
const notHostText = /[\s/?#@:\\[\]%]/;

/** Lower case without the one optional trailing dot; null for empty labels or non-host text. */
export function normaliseDomainName(name: string): string | null {
  const lower = name.toLowerCase().replace(/\.$/, '');
  if (lower === '' || notHostText.test(lower) || lower.split('.').includes('')) return null;
  return lower;
}

/** The ASCII (punycode) form of a name, which is what TLD lists and DNS compare; null if invalid. */
export function toAsciiDomainName(name: string): string | null {
  const normalised = normaliseDomainName(name);
  if (normalised === null) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${normalised}/`).hostname;
  } catch {
    return null;
  }
  const labels = ascii.split('.');
  if (ascii.length > maxNameLength || labels.some((label) => label.length === 0 || label.length > maxLabelLength)) {
    return null;
  }
  return ascii;
}
