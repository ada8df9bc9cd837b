/** Names as shown: A-labels in Unicode beside their A-label form. Apart from names.ts so a table that only shows names loads no checks. */
import punycode from 'punycode/punycode.js';

export function isAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) >= 0x80) return false;
  return true;
}

/** The Unicode form of a name's A-labels; labels that are not valid A-labels stay as they are. */
export function unicodeName(name: string): string {
  return name
    .split('.')
    .map((label) => {
      if (!/^xn--/i.test(label)) return label;
      try {
        const unicode = punycode.toUnicode(label.toLowerCase());
        // A true A-label decodes to something outside ASCII and encodes back to itself.
        return isAscii(unicode) || punycode.toASCII(unicode) !== label.toLowerCase() ? label : unicode;
      } catch {
        return label;
      }
    })
    .join('.');
}

/** A name to show: in Unicode with its A-label beside when they differ (`bücher (xn--bcher-kva)`). */
export function displayName(name: string): string {
  const unicode = unicodeName(name);
  return unicode === name ? name : `${unicode} (${name})`;
}
