/** What the zone API answers about publishes (server/api/README.md, "DNS zones"). */
import type { ZoneRecord } from '~/lib/dns/zone-record';

export interface ZoneVersion {
  serial: number;
  /** Null for the zone as it stood before its first publish here. */
  previous_serial: number | null;
  record_count: number;
  counts: Partial<Record<'create' | 'modify' | 'delete', number>>;
  username: string | null;
  created_at: string;
  /** The serial this publish restored, when it was a restore. */
  restored_serial: number | null;
}

export interface ZoneVersionPage {
  data: ZoneVersion[];
  meta: { total: number; page: number; limit: number };
}

export interface RecordSetChange {
  action: 'create' | 'modify' | 'delete';
  name: string;
  type: string;
  before: ZoneRecord[];
  after: ZoneRecord[];
}
