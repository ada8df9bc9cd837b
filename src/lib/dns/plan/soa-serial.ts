/** The serial inside an SOA record's content: `mname rname serial refresh retry expire minimum`. */

function soaFields(content: string): string[] {
  return content.replace(/[()]/g, ' ').trim().split(/\s+/);
}

export function soaSerialOf(content: string): number | null {
  const serial = soaFields(content)[2];
  return serial !== undefined && /^[0-9]{1,10}$/.test(serial) ? Number(serial) : null;
}

/** The content with its serial replaced, on one line; content that is not an SOA's stays as it is. */
export function withSoaSerial(content: string, serial: number): string {
  const fields = soaFields(content);
  if (fields.length !== 7) return content;
  fields[2] = String(serial);
  return fields.join(' ');
}
