/**
 * What the order API refused, put where the user fixes it (issue "Domain lifecycle", item 2):
 * 409 `not_available` marks the names in the cart; a 400 goes to the contact, name server,
 * privacy or cart item it is about (schema failures by their `instancePath`; `invalid_reference`
 * by its `field`; `invalid_nameserver` at the name servers; `invalid_period` and
 * `duplicate_items` at their names); what belongs to no field is said above the button.
 */

/** Where a message shows: `contact:registrant`, `nameservers`, `privacy`, `item:<name>`, or the form. */
export type OrderField = `contact:${string}` | 'nameservers' | 'privacy' | `item:${string}`;

export type OrderFailure =
  | { kind: 'notAvailable'; items: { name: string; state: string }[] }
  | {
      kind: 'invalid';
      fields: Partial<Record<OrderField, string>>;
      general: string[];
      /** Periods the registry does not take (400 `invalid_period`), with the TLD's limits. */
      periods: { name: string; min: number; max: number }[];
    };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field a JSON path (`/contacts/admin_contact_id`, `items.2.period_years`) points at, given the names in the order sent. */
export function fieldOfPath(path: string, names: readonly string[]): OrderField | null {
  const parts = path.split(/[/.[\]]+/).filter(Boolean);
  const [top, second] = parts;
  if (top === 'contacts') {
    const role = second ? /^(registrant|admin|tech|billing)(_contact_id)?$/.exec(second)?.[1] : undefined;
    return role ? `contact:${role}` : null;
  }
  const role = top ? /^(registrant|admin|tech|billing)_contact_id$/.exec(top)?.[1] : undefined;
  if (role) return `contact:${role}`;
  if (top === 'nameservers') return 'nameservers';
  if (top === 'privacy') return 'privacy';
  if (top === 'items' && second !== undefined && /^\d+$/.test(second)) {
    const name = names[Number(second)];
    return name === undefined ? null : `item:${name}`;
  }
  return null;
}

function messageOf(item: Record<string, unknown>): string {
  return typeof item.message === 'string' && item.message !== '' ? item.message : String(item.keyword ?? '');
}

/** A refusal the order screen shows at its place, or null for any other failure. */
export function orderFailure(status: number, body: unknown, names: readonly string[]): OrderFailure | null {
  if (!isRecord(body)) return null;
  if (status === 409 && body.code === 'not_available' && Array.isArray(body.items)) {
    const items = body.items.filter(isRecord).flatMap((item) =>
      typeof item.name === 'string' ? [{ name: item.name, state: typeof item.state === 'string' ? item.state : 'registered' }] : []);
    return { kind: 'notAvailable', items };
  }
  if (status !== 400 && status !== 422) return null;
  const fields: Partial<Record<OrderField, string>> = {};
  const general: string[] = [];
  const place = (field: OrderField | null, message: string) => {
    if (field) fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
    else general.push(message);
  };
  const message = typeof body.message === 'string' ? body.message : '';
  const periods: { name: string; min: number; max: number }[] = [];
  if (Array.isArray(body.errors) && body.errors.length > 0) {
    for (const item of body.errors.filter(isRecord)) {
      const base = typeof item.instancePath === 'string' ? item.instancePath : typeof item.path === 'string' ? item.path : '';
      const params = isRecord(item.params) ? item.params : {};
      const path = typeof params.missingProperty === 'string' ? `${base}/${params.missingProperty}` : base;
      place(fieldOfPath(path, names), messageOf(item));
    }
  } else if (body.code === 'invalid_nameserver') {
    place('nameservers', message);
  } else if (Array.isArray(body.items) || Array.isArray(body.names)) {
    // invalid_period names each item with its TLD's limits; duplicate_items names the names.
    const named: Record<string, unknown>[] = Array.isArray(body.items) ? body.items.filter(isRecord) : (body.names as unknown[]).map((name) => ({ name }));
    for (const item of named) {
      if (typeof item.name !== 'string') continue;
      place(`item:${item.name}`, message);
      if (typeof item.min === 'number' && typeof item.max === 'number') periods.push({ name: item.name, min: item.min, max: item.max });
    }
    if (named.length === 0) place(null, message);
  } else {
    place(typeof body.field === 'string' ? fieldOfPath(body.field, names) : null, message);
  }
  return { kind: 'invalid', fields, general, periods };
}
