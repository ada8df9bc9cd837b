/** Content in one spelling (blanks, quotes, case of names), so two writings of one record compare equal. */
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
      return [field.name, field.kind.kind === 'hostname' || field.kind.kind === 'hex' ? value.toLowerCase().replace(/(?<=.)\.$/, '') : value];
    }),
  );
  return printContent(declaration, fields);
}
