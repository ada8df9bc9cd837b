/** A DNS record as the zone API carries it (DESIGN.md section 12): name relative to the zone, `@` for the apex. */
export interface ZoneRecord {
  name: string;
  type: string;
  ttl: number;
  /** RDATA in presentation format; for MX and SRV without the priority, which is in `priority`. */
  content: string;
  priority?: number | null;
  disabled?: boolean;
  comment?: string | null;
}

/** Only what a zone file says of a record: no ids, every optional field filled in. */
export function plainRecord(record: ZoneRecord): ZoneRecord {
  return {
    name: record.name, type: record.type, ttl: record.ttl, content: record.content,
    priority: record.priority ?? null, disabled: record.disabled ?? false, comment: record.comment ?? null,
  };
}

/** What a check of a record or a zone finds: the field it is about, an i18n key (namespace `dns`) with its values, and the English. */
export interface RecordProblem {
  field: 'name' | 'type' | 'ttl' | 'content' | 'priority' | string;
  key: string;
  values: Readonly<Record<string, string>>;
  message: string;
}
