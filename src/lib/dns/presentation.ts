/**
 * Presentation format (RFC 1035 section 5.1) of record content: tokens separated by blanks,
 * character-strings in double quotes with `\"`, `\\` and `\DDD` (a byte in decimal) escapes.
 */

export interface Token {
  /** The token as written, quotes included. */
  readonly raw: string;
  /** True when the whole token is one quoted string. */
  readonly quoted: boolean;
  /** The token's bytes once its quotes and escapes are removed. */
  readonly bytes: Uint8Array;
}

export type TokenizeResult = { readonly tokens: Token[] } | { readonly unclosedQuote: true };

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: false });
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** The bytes of a string with its escapes resolved (quotes already removed). */
export function unescapeBytes(text: string): Uint8Array {
  // Most content has no escape: encoded whole, not a character at a time (a zone file of 100 000 records).
  if (!text.includes('\\')) return encoder.encode(text);
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '\\' && index + 1 < text.length) {
      const digits = text.slice(index + 1, index + 4);
      if (/^\d{3}$/.test(digits) && Number(digits) <= 255) {
        bytes.push(Number(digits));
        index += 3;
        continue;
      }
      index++;
    }
    const codePoint = text.codePointAt(index) as number;
    if (codePoint < 0x80) {
      bytes.push(codePoint);
      continue;
    }
    if (codePoint > 0xffff) index++;
    bytes.push(...encoder.encode(String.fromCodePoint(codePoint)));
  }
  return Uint8Array.from(bytes);
}

export function textOf(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** Blanks between tokens: what `\s` matches, ASCII answered without a regular expression. */
function isBlank(code: number): boolean {
  if (code < 0x80) return code === 32 || (code >= 9 && code <= 13);
  return /\s/.test(String.fromCharCode(code));
}

/** A token whose bytes are worked out when first asked for: most fields only need the token as written. */
class ContentToken implements Token {
  readonly raw: string;
  readonly quoted: boolean;
  #bytes: Uint8Array | undefined;
  constructor(raw: string, quoted: boolean) {
    this.raw = raw;
    this.quoted = quoted;
  }
  get bytes(): Uint8Array {
    this.#bytes ??= unescapeBytes(this.quoted ? this.raw.slice(1, -1) : this.raw);
    return this.#bytes;
  }
}

/** Split content into tokens; quotes may also open inside a token (`alpn="h2,h3"`). */
export function tokenize(content: string): TokenizeResult {
  const tokens: Token[] = [];
  let index = 0;
  while (index < content.length) {
    if (isBlank(content.charCodeAt(index))) {
      index++;
      continue;
    }
    const start = index;
    let inQuote = false;
    while (index < content.length && (inQuote || !isBlank(content.charCodeAt(index)))) {
      const code = content.charCodeAt(index);
      if (code === 92) index++;
      else if (code === 34) inQuote = !inQuote;
      index++;
    }
    if (inQuote) return { unclosedQuote: true };
    const raw = content.slice(start, Math.min(index, content.length));
    const quoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') && isOneQuotedString(raw);
    tokens.push(new ContentToken(raw, quoted));
  }
  return { tokens };
}

function isOneQuotedString(raw: string): boolean {
  for (let index = 1; index < raw.length - 1; index++) {
    if (raw[index] === '\\') index++;
    else if (raw[index] === '"') return false;
  }
  return true;
}

/** The length of the UTF-8 sequence a lead byte opens (RFC 3629 section 4), 0 when it opens none. */
function sequenceLength(lead: number): number {
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** Bytes as UTF-8 text where they are UTF-8, every other byte as `\DDD`: a name server's bytes are kept, not replaced by U+FFFD. */
function textOrEscapes(bytes: Uint8Array): string {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    let out = '';
    for (let index = 0; index < bytes.length; ) {
      const byte = bytes[index];
      const length = byte < 0x80 ? 1 : sequenceLength(byte);
      let text: string | null = null;
      if (length > 0 && index + length <= bytes.length) {
        try {
          text = strictDecoder.decode(bytes.subarray(index, index + length));
        } catch {
          text = null;
        }
      }
      if (text === null) {
        out += `\\${String(byte).padStart(3, '0')}`;
        index++;
      } else {
        out += text;
        index += length;
      }
    }
    return out;
  }
}

/**
 * Bytes as they are written between quotes: `"` and `\` escaped, control characters and bytes that
 * are not UTF-8 as `\DDD`, the rest as UTF-8 text.
 */
export function escapeBytes(bytes: readonly number[]): string {
  const printable: number[] = [];
  let out = '';
  const flush = (): void => {
    out += textOrEscapes(Uint8Array.from(printable));
    printable.length = 0;
  };
  for (const byte of bytes) {
    if (byte === 0x22 || byte === 0x5c) {
      flush();
      out += `\\${String.fromCharCode(byte)}`;
    } else if (byte < 0x20 || byte === 0x7f) {
      flush();
      out += `\\${String(byte).padStart(3, '0')}`;
    } else printable.push(byte);
  }
  flush();
  return out;
}

/** A quoted character-string. */
export function quote(text: string): string {
  return `"${escapeBytes([...encoder.encode(text)])}"`;
}
