/** SVCB and HTTPS parameters from their wire format (RFC 9460 section 2.2) to their presentation, for RFC 3597 data. */
import ipaddr from 'ipaddr.js';
import { ipv6Text } from './ipv6-text.ts';
import { escapeBytes } from './presentation.ts';

const keyNames = ['mandatory', 'alpn', 'no-default-alpn', 'port', 'ipv4hint', 'ech', 'ipv6hint', 'dohpath', 'ohttp'];
const keyName = (key: number): string => keyNames[key] ?? `key${key}`;

function chunks(bytes: Uint8Array, size: number): Uint8Array[] {
  if (bytes.length === 0 || bytes.length % size !== 0) throw new RangeError('bad list');
  return Array.from({ length: bytes.length / size }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
}

/** An alpn list: each protocol's `,` and `\` escaped for the list, then the whole as a character-string. */
function alpnText(value: Uint8Array): string {
  const ids: string[] = [];
  for (let offset = 0; offset < value.length; ) {
    const length = value[offset];
    if (length === 0 || offset + 1 + length > value.length) throw new RangeError('bad alpn');
    const escaped: number[] = [];
    for (const byte of value.subarray(offset + 1, offset + 1 + length)) escaped.push(...(byte === 0x2c || byte === 0x5c ? [0x5c, byte] : [byte]));
    ids.push(escapeBytes(escaped));
    offset += 1 + length;
  }
  return `"${ids.join(',')}"`;
}

function valueText(key: number, value: Uint8Array): string | null {
  switch (key) {
    case 0:
      return chunks(value, 2).map((pair) => keyName(pair[0] * 256 + pair[1])).join(',');
    case 1:
      return alpnText(value);
    case 2:
    case 8:
      if (value.length > 0) throw new RangeError('no value expected');
      return null;
    case 3:
      if (value.length !== 2) throw new RangeError('bad port');
      return String(value[0] * 256 + value[1]);
    case 4:
      return chunks(value, 4).map((address) => [...address].join('.')).join(',');
    case 5:
      return btoa(String.fromCharCode(...value));
    case 6:
      return chunks(value, 16).map((address) => ipv6Text(ipaddr.fromByteArray([...address]) as ipaddr.IPv6)).join(',');
    default:
      // An empty value is written as the key alone, as name servers print it.
      return value.length === 0 ? null : `"${escapeBytes([...value])}"`;
  }
}

/** The parameters as `key=value` tokens; throws when the bytes are not parameters. */
export function svcParamsFromWire(bytes: Uint8Array): string {
  const params: string[] = [];
  for (let offset = 0; offset < bytes.length; ) {
    if (offset + 4 > bytes.length) throw new RangeError('short parameter');
    const key = bytes[offset] * 256 + bytes[offset + 1];
    const length = bytes[offset + 2] * 256 + bytes[offset + 3];
    if (offset + 4 + length > bytes.length) throw new RangeError('short value');
    const value = valueText(key, bytes.subarray(offset + 4, offset + 4 + length));
    params.push(value === null ? keyName(key) : `${keyName(key)}=${value}`);
    offset += 4 + length;
  }
  return params.join(' ');
}
