/** Values generated once per database and kept in server_secrets (signing keys, cookie keys). */
import type { DatabaseSync } from 'node:sqlite';

export function loadOrCreateSecret(db: DatabaseSync, name: string, create: () => string): string {
  const existing = db.prepare('SELECT value FROM server_secrets WHERE name = ?').get(name);
  if (existing) return String(existing.value);
  const value = create();
  db.prepare('INSERT INTO server_secrets (name, value, created_at) VALUES (?, ?, ?)').run(name, value, new Date().toISOString());
  return value;
}
