/**
 * LOC (RFC 1876): a position as `d [m [s]] N|S d [m [s]] E|W altitude[m] [size[m] [horizontal[m]
 * [vertical[m]]]]`. Read into what the record carries (thousandths of an arc-second, centimetres,
 * sizes as a digit times a power of ten) and written back as name servers write it
 * (`52 22 23.000 N 4 53 32.000 E -2.00m 1m 10000m 10m`), so that every spelling compares equal.
 */
import { problem, type FieldName } from './dns-messages.ts';
import type { RecordTypeDeclaration } from './record-type.ts';
import type { RecordProblem } from './zone-record.ts';

interface Location {
  /** Thousandths of an arc-second, north (east) positive. */
  readonly latitude: number;
  readonly longitude: number;
  /** Centimetres above the WGS 84 reference. */
  readonly altitude: number;
  /** A digit and a power of ten (of centimetres), as the record stores them. */
  readonly size: Precision;
  readonly horizontal: Precision;
  readonly vertical: Precision;
}

interface Precision {
  readonly mantissa: number;
  readonly exponent: number;
}

const centimetres = /^(-?)(\d+)(?:\.(\d{1,2}))?m?$/i;
const seconds = /^(\d+)(?:\.(\d{1,3}))?$/;
const maxSizeCentimetres = 9_000_000_000;

function centimetresOf(text: string, signed: boolean): number | null {
  const match = centimetres.exec(text);
  if (match === null || (match[1] === '-' && !signed)) return null;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -value : value;
}

/** As the record stores a size: one digit times a power of ten, rounded down. */
function precisionOf(value: number): Precision {
  let exponent = 0;
  while (exponent < 9 && value >= 10 ** (exponent + 1)) exponent++;
  return { mantissa: Math.floor(value / 10 ** exponent), exponent };
}

/** `d [m [s]] H`: the angle in thousandths of an arc-second, and how many tokens it took. */
function angleOf(tokens: readonly string[], start: number, hemispheres: string, maxDegrees: number): { value: number; next: number } | null {
  const parts: string[] = [];
  let index = start;
  while (index < tokens.length && parts.length < 3 && !hemispheres.includes(tokens[index].toUpperCase())) parts.push(tokens[index++]);
  const hemisphere = tokens[index]?.toUpperCase();
  if (hemisphere === undefined || !hemispheres.includes(hemisphere) || hemisphere.length !== 1 || parts.length === 0) return null;
  const [degreeText, minuteText = '0', secondText = '0'] = parts;
  const second = seconds.exec(secondText);
  if (!/^\d+$/.test(degreeText) || !/^\d+$/.test(minuteText) || second === null) return null;
  const degrees = Number(degreeText);
  const minutes = Number(minuteText);
  const thousandths = Number(second[1]) * 1000 + Number((second[2] ?? '').padEnd(3, '0'));
  if (degrees > maxDegrees || minutes > 59 || thousandths > 59_999) return null;
  const value = ((degrees * 60 + minutes) * 60) * 1000 + thousandths;
  if (value > maxDegrees * 3_600_000) return null;
  return { value: hemisphere === hemispheres[0] ? value : -value, next: index + 1 };
}

export function readLocation(text: string): Location | null {
  const tokens = text.trim().split(/\s+/);
  const latitude = angleOf(tokens, 0, 'NS', 90);
  if (latitude === null) return null;
  const longitude = angleOf(tokens, latitude.next, 'EW', 180);
  if (longitude === null) return null;
  const rest = tokens.slice(longitude.next);
  if (rest.length === 0 || rest.length > 4) return null;
  const altitude = centimetresOf(rest[0], true);
  if (altitude === null || altitude < -10_000_000 || altitude > 4_284_967_295) return null;
  const sizes = [rest[1] ?? '1m', rest[2] ?? '10000m', rest[3] ?? '10m'].map((size) => centimetresOf(size, false));
  if (sizes.some((size) => size === null || size > maxSizeCentimetres)) return null;
  const [size, horizontal, vertical] = (sizes as number[]).map(precisionOf);
  return { latitude: latitude.value, longitude: longitude.value, altitude, size, horizontal, vertical };
}

function angleText(value: number, hemispheres: string): string {
  const hemisphere = value >= 0 ? hemispheres[0] : hemispheres[1];
  let rest = Math.abs(value);
  const thousandths = rest % 1000;
  rest = Math.floor(rest / 1000);
  const second = rest % 60;
  rest = Math.floor(rest / 60);
  return `${Math.floor(rest / 60)} ${rest % 60} ${second}.${String(thousandths).padStart(3, '0')} ${hemisphere}`;
}

function precisionText({ mantissa, exponent }: Precision): string {
  return exponent >= 2 ? `${mantissa * 10 ** (exponent - 2)}m` : `0.${String(mantissa * 10 ** exponent).padStart(2, '0')}m`;
}

/** The location as name servers print it; null when the text is not one. */
export function canonicalLocation(text: string): string | null {
  const location = readLocation(text);
  if (location === null) return null;
  const altitude = Math.abs(location.altitude);
  const altitudeText = `${location.altitude < 0 ? '-' : ''}${Math.floor(altitude / 100)}.${String(altitude % 100).padStart(2, '0')}m`;
  return [
    angleText(location.latitude, 'NS'), angleText(location.longitude, 'EW'), altitudeText,
    precisionText(location.size), precisionText(location.horizontal), precisionText(location.vertical),
  ].join(' ');
}

export function checkLocation(value: string, field: FieldName): RecordProblem[] {
  return readLocation(value) === null ? [problem(field, 'loc')] : [];
}

export const locRecord: RecordTypeDeclaration = { type: 'LOC', fields: [{ name: 'location', kind: { kind: 'loc' }, rest: 'list' }] };
