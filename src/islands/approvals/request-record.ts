/**
 * An approval request as the staff and customer screens read it (DESIGN.md section 13: "Staff
 * screens and the public API agree on the state"): its state as the public page would see it,
 * and the records it is about, each with its page. Pure.
 */

type RecordData = Readonly<Record<string, unknown>>;

/**
 * The state a request is in: the API's, except that a pending request whose link has expired
 * reads `expired`, as the public page says of it (also when the page stays open past the expiry).
 */
export function requestStatus(record: RecordData, now = Date.now()): string {
  const status = typeof record.status === 'string' ? record.status : '';
  const expires = typeof record.expires_at === 'string' ? Date.parse(record.expires_at) : Number.NaN;
  return status === 'pending' && !Number.isNaN(expires) && expires <= now ? 'expired' : status;
}

/** Only a request still waiting for its approver may be sent again or cancelled. */
export function isWaiting(record: RecordData, now = Date.now()): boolean {
  return requestStatus(record, now) === 'pending';
}

/** Whether the signed-in user asked for the request (the API lets them resend and cancel it too). */
export function askedBy(record: RecordData, userId: string | number | undefined): boolean {
  const asker = record.requested_by_user_id;
  return userId !== undefined && userId !== '' && (typeof asker === 'number' || typeof asker === 'string') && String(asker) === String(userId);
}

export interface RelatedRecord {
  kind: 'domain' | 'contact' | 'order';
  id: string;
  href: string;
  /** Its name when the request carries it (the domain's name, the contact's). */
  name: string | undefined;
}

const idOf = (value: unknown): string | undefined =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '') ? String(value) : undefined;

const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The domain, contact and order a request is about, where it names them, linked to their pages. */
export function relatedRecords(record: RecordData): RelatedRecord[] {
  const related: RelatedRecord[] = [];
  const contact = record.contact;
  const contactName = typeof contact === 'object' && contact !== null ? textOf((contact as Record<string, unknown>).name) : undefined;
  const add = (kind: RelatedRecord['kind'], id: string | undefined, href: (id: string) => string, name: string | undefined) => {
    if (id !== undefined) related.push({ kind, id, href: href(encodeURIComponent(id)), name });
  };
  add('order', idOf(record.order_id), (id) => `/domains/orders/${id}`, undefined);
  add('domain', idOf(record.domain_id), (id) => `/domains/${id}`, textOf(record.domain_name));
  add('contact', idOf(record.contact_id), (id) => `/contacts/${id}`, contactName);
  return related;
}
