/** How approval requests read in mails (English, like every mail the API sends; platform messages have their own catalogue, platform/platform-messages.ts). */

const kindNames: Readonly<Record<string, string>> = {
  registrant_change: 'registrant change',
  contact_update: 'contact update',
  transfer_out: 'transfer out',
  order: 'order',
  ssl_approval: 'certificate approval',
  domain_deletion: 'deletion',
  registry_unlock: 'registry unlock',
};

export function kindName(kind: string): string {
  return kindNames[kind] ?? kind.replaceAll('_', ' ');
}

/** What the request is about, for a subject line: "deletion of example.com". */
export function requestTitle(kind: string, domainName: string | null): string {
  return domainName ? `${kindName(kind)} of ${domainName}` : kindName(kind);
}

/** Minor units in their currency: 50000 EUR → "500.00 EUR", 5000 JPY → "5000 JPY". */
export function moneyText(amount: number, currency: string): string {
  let digits = 2;
  try {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // An unknown code keeps two decimals.
  }
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The change as lines "field: before → after". */
export function changeLines(changes: Readonly<Record<string, { before: unknown; after: unknown }>>): string[] {
  return Object.entries(changes).map(([field, change]) => `  ${field.replaceAll('_', ' ')}: ${valueText(change.before)} → ${valueText(change.after)}`);
}

/** "25 Nov 2026, 17:02 UTC". */
export function timeText(iso: string): string {
  const date = new Date(iso);
  return `${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })}, ${date.toISOString().slice(11, 16)} UTC`;
}
