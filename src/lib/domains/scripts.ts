/**
 * The writing systems of a label, and whether they mix in a way that fools the eye
 * (`pаypal` with a Cyrillic а). Follows the "highly restrictive" level of Unicode UTS #39
 * (section 5.2): one script, or Latin with the scripts a Japanese, Chinese or Korean name
 * combines (Han with Hiragana and Katakana, with Bopomofo, or with Hangul). Characters of every
 * script (Common: digits, the hyphen; Inherited: combining marks) count for none.
 * Scripts are read with Unicode property escapes (`\p{Script_Extensions=…}`), so a character
 * shared by scripts (the Japanese long-vowel mark ー) fits each of them.
 */

/** The scripts told apart, by their ISO 15924 code; a character of none of them counts as `Zzzz`. */
const scriptCodes = [
  'Latn', 'Grek', 'Cyrl', 'Armn', 'Hebr', 'Arab', 'Syrc', 'Thaa', 'Deva', 'Beng', 'Guru', 'Gujr', 'Orya', 'Taml', 'Telu', 'Knda',
  'Mlym', 'Sinh', 'Thai', 'Laoo', 'Tibt', 'Mymr', 'Geor', 'Hang', 'Ethi', 'Cher', 'Khmr', 'Mong', 'Hira', 'Kana', 'Bopo', 'Hani',
] as const;

export type ScriptCode = (typeof scriptCodes)[number] | 'Zzzz';

/** English names, for messages. */
export const scriptNames: Readonly<Record<ScriptCode, string>> = {
  Latn: 'Latin', Grek: 'Greek', Cyrl: 'Cyrillic', Armn: 'Armenian', Hebr: 'Hebrew', Arab: 'Arabic', Syrc: 'Syriac', Thaa: 'Thaana',
  Deva: 'Devanagari', Beng: 'Bengali', Guru: 'Gurmukhi', Gujr: 'Gujarati', Orya: 'Oriya', Taml: 'Tamil', Telu: 'Telugu', Knda: 'Kannada',
  Mlym: 'Malayalam', Sinh: 'Sinhala', Thai: 'Thai', Laoo: 'Lao', Tibt: 'Tibetan', Mymr: 'Myanmar', Geor: 'Georgian', Hang: 'Hangul',
  Ethi: 'Ethiopic', Cher: 'Cherokee', Khmr: 'Khmer', Mong: 'Mongolian', Hira: 'Hiragana', Kana: 'Katakana', Bopo: 'Bopomofo', Hani: 'Han',
  Zzzz: 'another script',
};

const scriptPatterns = scriptCodes.map((code) => [code, new RegExp(`^\\p{Script_Extensions=${code}}$`, 'u')] as const);
const everyScript = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** Writing systems that combine into one (UTS #39's Jpan, Kore, Hanb): their members, by script. */
const combined: Readonly<Partial<Record<ScriptCode, readonly string[]>>> = {
  Hani: ['Jpan', 'Kore', 'Hanb'],
  Hira: ['Jpan'],
  Kana: ['Jpan'],
  Hang: ['Kore'],
  Bopo: ['Hanb'],
};

/** The sets Latin may join in a highly restrictive label. */
const latinWith: readonly (readonly ScriptCode[])[] = [
  ['Latn', 'Hani', 'Hira', 'Kana'],
  ['Latn', 'Hani', 'Bopo'],
  ['Latn', 'Hani', 'Hang'],
];

/** The scripts a character belongs to; empty for one shared by every script. */
function scriptsOf(character: string): ScriptCode[] {
  const found = scriptPatterns.filter(([, pattern]) => pattern.test(character)).map(([code]) => code as ScriptCode);
  if (found.length > 0) return found;
  return everyScript.test(character) ? [] : ['Zzzz'];
}

export interface ScriptReport {
  /** Scripts of the text's characters in the order they first appear (shared characters not counted). */
  scripts: ScriptCode[];
  /** True when the text mixes scripts beyond what one writing system uses. */
  mixed: boolean;
}

export function labelScripts(text: string): ScriptReport {
  const perCharacter: ScriptCode[][] = [];
  const seen: ScriptCode[] = [];
  for (const character of text) {
    const scripts = scriptsOf(character);
    if (scripts.length === 0) continue;
    perCharacter.push(scripts);
    // A character shared by several scripts names the first of them already seen, else its first.
    const named = scripts.find((script) => seen.includes(script)) ?? scripts[0];
    if (named && !seen.includes(named)) seen.push(named);
  }
  return { scripts: seen, mixed: !isSingleWritingSystem(perCharacter) && !fitsLatinWith(perCharacter) };
}

/** UTS #39's resolved script set is not empty: every character shares one script or writing system. */
function isSingleWritingSystem(perCharacter: readonly ScriptCode[][]): boolean {
  let common: readonly string[] | null = null;
  for (const scripts of perCharacter) {
    const augmented: readonly string[] = scripts.flatMap((script) => [script, ...(combined[script] ?? [])]);
    const shared: readonly string[] = common === null ? augmented : common.filter((script) => augmented.includes(script));
    if (shared.length === 0) return false;
    common = shared;
  }
  return true;
}

function fitsLatinWith(perCharacter: readonly ScriptCode[][]): boolean {
  return latinWith.some((allowed) => perCharacter.every((scripts) => scripts.some((script) => allowed.includes(script))));
}
