/** A record's display name, asked for alone (a page header names records its own screen does not load). */
import { displayNameOf } from '../resources/record-display-name.ts';
import { getOne } from './data.ts';

export async function loadRecordName(apiPath: string, id: string, displayField: string, unicodeField?: string): Promise<string | undefined> {
  const record = await getOne<Record<string, unknown>>({ resource: apiPath, id, fields: unicodeField ? [displayField, unicodeField] : [displayField] });
  return displayNameOf(record[displayField], unicodeField ? record[unicodeField] : undefined);
}
