/** oidc-provider's storage (sessions, grants, codes, tokens, interactions) in the oidc_payloads table. */
import type { DatabaseSync } from 'node:sqlite';
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../clock.ts';

export function sqliteAdapter(db: DatabaseSync, clock: Clock): AdapterConstructor {
  const upsert = db.prepare(`INSERT OR REPLACE INTO oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`);
  const byId = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND id = ?');
  const byUid = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND uid = ?');
  const byUserCode = db.prepare('SELECT payload, expires_at, consumed_at FROM oidc_payloads WHERE model = ? AND user_code = ?');
  const consume = db.prepare('UPDATE oidc_payloads SET consumed_at = ? WHERE model = ? AND id = ?');
  const destroy = db.prepare('DELETE FROM oidc_payloads WHERE model = ? AND id = ?');
  const revokeByGrant = db.prepare('DELETE FROM oidc_payloads WHERE grant_id = ?');

  const read = (row: Record<string, unknown> | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    if (row.expires_at !== null && Number(row.expires_at) <= clock()) return undefined;
    const payload = JSON.parse(String(row.payload)) as AdapterPayload;
    return row.consumed_at === null ? payload : { ...payload, consumed: Math.floor(Number(row.consumed_at) / 1000) };
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : null);

  return class SqliteAdapter implements Adapter {
    readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? clock() + expiresIn * 1000 : null;
      upsert.run(this.model, id, JSON.stringify(payload), text(payload.grantId), text(payload.userCode), text(payload.uid), expiresAt);
    }

    async find(id: string) {
      return read(byId.get(this.model, id));
    }

    async findByUid(uid: string) {
      return read(byUid.get(this.model, uid));
    }

    async findByUserCode(userCode: string) {
      return read(byUserCode.get(this.model, userCode));
    }

    async consume(id: string) {
      consume.run(clock(), this.model, id);
    }

    async destroy(id: string) {
      destroy.run(this.model, id);
    }

    async revokeByGrantId(grantId: string) {
      revokeByGrant.run(grantId);
    }
  };
}

export function pruneExpiredPayloads(db: DatabaseSync, clock: Clock): void {
  db.prepare('DELETE FROM oidc_payloads WHERE expires_at IS NOT NULL AND expires_at < ?').run(clock());
}
