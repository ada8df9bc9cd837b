/** Reads and writes the users table for sign-in and the profile. */
import type { DatabaseSync, StatementSync } from 'node:sqlite';

export interface UserRow {
  id: number;
  group_id: string;
  username: string;
  email: string;
  name: string;
  password_hash: string | null;
  totp_secret: string | null;
  sign_in_method: 'password' | 'sso';
  status: 'active' | 'invited' | 'disabled';
  roles: string[];
  abilities: string[];
  language: string;
  dark_theme: boolean;
  pulse_configuration: Record<string, unknown>;
  version: number;
}

export interface ProfileChanges {
  name?: string;
  email?: string;
  language?: string;
  dark_theme?: boolean;
  pulse_configuration?: Record<string, unknown>;
}

function stringList(text: unknown): string[] {
  const parsed: unknown = JSON.parse(String(text ?? '[]'));
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

function jsonObject(text: unknown): Record<string, unknown> {
  const parsed: unknown = JSON.parse(String(text ?? '{}'));
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

export function toUserRow(row: Record<string, unknown>): UserRow {
  return {
    id: Number(row.id),
    group_id: String(row.group_id),
    username: String(row.username),
    email: String(row.email),
    name: String(row.name),
    password_hash: row.password_hash === null ? null : String(row.password_hash),
    totp_secret: row.totp_secret === null ? null : String(row.totp_secret),
    sign_in_method: row.sign_in_method === 'sso' ? 'sso' : 'password',
    status: row.status === 'disabled' ? 'disabled' : row.status === 'invited' ? 'invited' : 'active',
    roles: stringList(row.roles),
    abilities: stringList(row.abilities),
    language: String(row.language),
    dark_theme: row.dark_theme === 1,
    pulse_configuration: jsonObject(row.pulse_configuration),
    version: Number(row.version),
  };
}

const userColumnNames = [
  'id', 'group_id', 'username', 'email', 'name', 'password_hash', 'totp_secret', 'sign_in_method', 'status',
  'roles', 'abilities', 'language', 'dark_theme', 'pulse_configuration', 'version',
];

/** The column list toUserRow reads, optionally qualified by a table alias. */
export function userColumns(alias?: string): string {
  return userColumnNames.map((column) => (alias ? `${alias}.${column}` : column)).join(', ');
}

export interface UserStore {
  byId(id: number): UserRow | undefined;
  /** Matches the username or the e-mail address, ignoring case. */
  byLogin(login: string): UserRow | undefined;
  recordLogin(id: number, at: string): void;
  updateProfile(id: number, changes: ProfileChanges, at: string): UserRow | undefined;
  setPassword(id: number, passwordHash: string, at: string): void;
}

export function createUserStore(db: DatabaseSync): UserStore {
  const byIdStatement = db.prepare(`SELECT ${userColumns()} FROM users WHERE id = ?`);
  const byLoginStatement = db.prepare(
    `SELECT ${userColumns()} FROM users WHERE username = ?1 COLLATE NOCASE OR email = ?1 COLLATE NOCASE ORDER BY username = ?1 COLLATE NOCASE DESC LIMIT 1`,
  );
  const recordLoginStatement = db.prepare('UPDATE users SET last_login_at = ? WHERE id = ?');
  const setPasswordStatement = db.prepare(
    'UPDATE users SET password_hash = ?1, password_changed_at = ?2, updated_at = ?2, version = version + 1 WHERE id = ?3',
  );
  const profileStatements = new Map<string, StatementSync>();

  const find = (statement: StatementSync, value: number | string) => {
    const row = statement.get(value);
    return row ? toUserRow(row) : undefined;
  };

  return {
    byId: (id) => find(byIdStatement, id),
    byLogin: (login) => find(byLoginStatement, login.trim()),
    recordLogin: (id, at) => {
      recordLoginStatement.run(at, id);
    },
    updateProfile(id, changes, at) {
      const columns = (['name', 'email', 'language', 'dark_theme', 'pulse_configuration'] as const).filter((column) => changes[column] !== undefined);
      if (columns.length > 0) {
        const key = columns.join(',');
        let statement = profileStatements.get(key);
        if (!statement) {
          statement = db.prepare(
            `UPDATE users SET ${columns.map((column) => `${column} = ?`).join(', ')}, updated_at = ?, version = version + 1 WHERE id = ?`,
          );
          profileStatements.set(key, statement);
        }
        const values = columns.map((column) => {
          if (column === 'dark_theme') return changes.dark_theme ? 1 : 0;
          if (column === 'pulse_configuration') return JSON.stringify(changes.pulse_configuration);
          return changes[column] ?? null;
        });
        statement.run(...values, at, id);
      }
      return find(byIdStatement, id);
    },
    setPassword: (id, passwordHash, at) => {
      setPasswordStatement.run(passwordHash, at, id);
    },
  };
}
