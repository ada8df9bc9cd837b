/**
 * Order items as stored (order_items, migration 0018) and as the API answers them. An item's
 * options hold what fulfilling it needs; a transfer's auth code is kept there only until the
 * item is processed or cancelled, and never answered (`auth_code_given` says one was given).
 */
import type { DatabaseSync } from 'node:sqlite';

export type ItemKind = 'registration' | 'transfer';
export type ItemStatus = 'queued' | 'processing' | 'completed' | 'failed' | 'cancelled';

export interface ItemContacts {
  registrant_contact_id: number | null;
  admin_contact_id: number | null;
  tech_contact_id: number | null;
  billing_contact_id: number | null;
}

export interface ItemOptions {
  /** The TLD of the name (A-label), as the catalogue names it. */
  tld: string;
  product_id: number | null;
  contacts: ItemContacts;
  /** Name servers to delegate to; null: ours, with a DNS zone made for the domain. */
  nameservers: string[] | null;
  privacy: boolean;
  premium: boolean;
  /** A transfer's authorisation code, until the item is processed. */
  auth_code?: string;
  auth_code_given?: boolean;
}

export interface ItemRow {
  id: number;
  group_id: string;
  order_id: number;
  kind: ItemKind;
  domain_name: string;
  unicode_name: string;
  period_years: number;
  status: ItemStatus;
  failure_reason: string | null;
  amount: number;
  currency: string;
  domain_id: number | null;
  options: string;
  created_at: string;
  updated_at: string;
  version: number;
}

export function parseOptions(text: string): ItemOptions {
  const parsed = JSON.parse(text) as Partial<ItemOptions>;
  return {
    tld: String(parsed.tld ?? ''),
    product_id: typeof parsed.product_id === 'number' ? parsed.product_id : null,
    contacts: {
      registrant_contact_id: parsed.contacts?.registrant_contact_id ?? null,
      admin_contact_id: parsed.contacts?.admin_contact_id ?? null,
      tech_contact_id: parsed.contacts?.tech_contact_id ?? null,
      billing_contact_id: parsed.contacts?.billing_contact_id ?? null,
    },
    nameservers: Array.isArray(parsed.nameservers) ? parsed.nameservers.map(String) : null,
    privacy: parsed.privacy === true,
    premium: parsed.premium === true,
    ...(typeof parsed.auth_code === 'string' ? { auth_code: parsed.auth_code } : {}),
    ...(parsed.auth_code_given === true || typeof parsed.auth_code === 'string' ? { auth_code_given: true } : {}),
  };
}

/** The options without the secret. */
export function publicOptions(options: ItemOptions): Omit<ItemOptions, 'auth_code'> {
  const { auth_code: _secret, ...rest } = options;
  return rest;
}

export type ItemRecord = Omit<ItemRow, 'options'> & { options: Omit<ItemOptions, 'auth_code'> };

export function itemRecord(row: ItemRow): ItemRecord {
  return { ...row, options: publicOptions(parseOptions(row.options)) };
}

export function itemsOf(db: DatabaseSync, orderId: number): ItemRow[] {
  return db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as unknown as ItemRow[];
}
