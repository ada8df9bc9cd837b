/**
 * RFC 3597's generic form of record data, `\# length hex`: read for a kept type (written back
 * the same), and for a type the editor edits turned into that type's own presentation, field by
 * field from the wire format, as name servers read it (`A \# 4 C0000201` is `A 192.0.2.1`).
 */
import ipaddr from 'ipaddr.js';
import { escapeBytes } from '../presentation.ts';
import type { FieldDeclaration, RecordTypeDeclaration } from '../record-type.ts';
import { svcParamsFromWire } from '../svc-params-wire.ts';

/** The data's bytes, or null when the tokens are not `\# length hex` of that length. */
export function genericBytes(tokens: readonly string[]): Uint8Array | null {
  if (tokens[0] !== '\\#' || tokens.length < 2 || !/^\d+$/.test(tokens[1])) return null;
  const hex = tokens.slice(2).join('');
  const length = Number(tokens[1]);
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex) || hex.length !== length * 2) return null;
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** `\# length hex` in one spelling: hex in upper case, one token. */
export function genericText(bytes: Uint8Array): string {
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
  return bytes.length === 0 ? '\\# 0' : `\\# ${bytes.length} ${hex}`;
}

class WireReader {
  offset = 0;
  readonly bytes: Uint8Array;
  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }
  get left(): number {
    return this.bytes.length - this.offset;
  }
  take(count: number): Uint8Array {
    if (count > this.left) throw new RangeError('short data');
    const taken = this.bytes.subarray(this.offset, this.offset + count);
    this.offset += count;
    return taken;
  }
  number(size: number): number {
    return [...this.take(size)].reduce((value, byte) => value * 256 + byte, 0);
  }
  string(): Uint8Array {
    return this.take(this.number(1));
  }
  name(): string {
    const labels: string[] = [];
    for (;;) {
      const length = this.number(1);
      if (length === 0) break;
      if (length > 63) throw new RangeError('compressed or bad label');
      labels.push([...this.take(length)].map((byte) => (/[a-z0-9_-]/i.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `\\${String(byte).padStart(3, '0')}`)).join(''));
    }
    return labels.length === 0 ? '.' : `${labels.join('.')}.`;
  }
}

const integerSize = (max: number): number => (max <= 255 ? 1 : max <= 65535 ? 2 : 4);

function fieldFromWire(field: FieldDeclaration, reader: WireReader): string | null {
  const { kind } = field;
  switch (kind.kind) {
    case 'ipv4':
      return [...reader.take(4)].join('.');
    case 'ipv6':
      return ipaddr.fromByteArray([...reader.take(16)]).toString();
    case 'hostname':
      return reader.name();
    case 'integer':
      return String(reader.number(integerSize(kind.max)));
    case 'token':
    case 'text':
      return new TextDecoder().decode(reader.string());
    case 'hex':
      return [...reader.take(reader.left)].map((byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
    case 'uri':
      return new TextDecoder().decode(reader.take(reader.left));
    case 'svcParams':
      return svcParamsFromWire(reader.take(reader.left));
    default:
      return null;
  }
}

/** The type's own presentation of the bytes (its priority apart), or null when they do not read as that type. */
export function contentFromWire(declaration: RecordTypeDeclaration, bytes: Uint8Array): { fields: Record<string, string>; priority: number | null; text?: string } | null {
  const reader = new WireReader(bytes);
  try {
    const priority = declaration.priority ? reader.number(2) : null;
    if (declaration.fields[0].kind.kind === 'txt') {
      const pieces: string[] = [];
      while (reader.left > 0) pieces.push(`"${escapeBytes([...reader.string()])}"`);
      return pieces.length === 0 ? null : { fields: {}, priority, text: pieces.join(' ') };
    }
    const fields: Record<string, string> = {};
    for (const field of declaration.fields) {
      const value = fieldFromWire(field, reader);
      if (value === null) return null;
      fields[field.name] = value;
    }
    return reader.left === 0 ? { fields, priority } : null;
  } catch {
    return null;
  }
}
