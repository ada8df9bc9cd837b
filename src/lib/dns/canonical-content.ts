/** Content in one spelling (blanks, quotes, case of names, IPv6 zeros), so two writings of one record compare equal. */
import ipaddr from 'ipaddr.js';
import { ipv6Text } from './ipv6-text.ts';
import { parseContent, printContent } from './record-content.ts';
import { recordType } from './record-types.ts';

export function canonicalContent(type: string, content: string): string {
  const declaration = recordType(type);
  if (declaration === undefined) return content.trim();
  const parsed = parseContent(declaration, content);
  if ('problems' in parsed) return content.trim();
  const fields = Object.fromEntries(
    declaration.fields.map((field) => {
      const value = parsed.fields[field.name] ?? '';
      if (field.kind.kind === 'ipv6' && ipaddr.IPv6.isValid(value) && !value.includes('%')) return [field.name, ipv6Text(value)];
      return [field.name, field.kind.kind === 'hostname' || field.kind.kind === 'hex' ? value.toLowerCase().replace(/(?<=.)\.$/, '') : value];
    }),
  );
  return printContent(declaration, fields);
}
