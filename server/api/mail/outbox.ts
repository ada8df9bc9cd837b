/** Outgoing mail is stored in mail_outbox instead of being sent; tests and scripts/outbox.ts read it. */
import type { DatabaseSync } from 'node:sqlite';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  userId?: number | null;
}

export interface StoredMail {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: string;
}

export function queueMail(db: DatabaseSync, mail: OutgoingMail, at: string): number {
  const result = db
    .prepare('INSERT INTO mail_outbox (user_id, kind, to_address, subject, body_text, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(mail.userId ?? null, mail.kind, mail.to, mail.subject, mail.body, at);
  return Number(result.lastInsertRowid);
}

/** Newest first; optionally only the mails sent to one address. */
export function latestMails(db: DatabaseSync, limit = 10, to?: string): StoredMail[] {
  const rows = to
    ? db.prepare('SELECT * FROM mail_outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?').all(to, limit)
    : db.prepare('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?').all(limit);
  return rows.map((row) => ({
    id: Number(row.id),
    kind: String(row.kind),
    to_address: String(row.to_address),
    subject: String(row.subject),
    body_text: String(row.body_text),
    created_at: String(row.created_at),
  }));
}
