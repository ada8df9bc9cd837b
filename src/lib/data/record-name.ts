/** A record's display name, asked for alone (a page header names records its own screen does not load). */
import { getOne } from './data.ts';

export async function loadRecordName(apiPath: string, id: string, displayField: string): Promise<string | undefined> {
  const record = await getOne<Record<string, unknown>>({ resource: apiPath, id, fields: [displayField] });
  const name = record[displayField];
  return name === undefined || name === null || name === '' ? undefined : String(name);
}
