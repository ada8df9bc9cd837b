/**
 * The stored user (localStorage `user`), and its pulse configuration, which is never stored
 * locally and lives in memory only.
 */
import { atom } from 'nanostores';
import { persistentRecord } from './persistent-record.ts';
import type { StoredUser } from './session-types.ts';

export const $user = persistentRecord<StoredUser>('user');
export const $pulseConfiguration = atom<unknown>(undefined);

export function setUser(user: StoredUser | null): void {
  if (!user) {
    $user.set(null);
    $pulseConfiguration.set(undefined);
    return;
  }
  const { pulse_configuration: pulseConfiguration, ...stored } = user;
  $pulseConfiguration.set(pulseConfiguration);
  $user.set(stored);
}

/** Replaces roles and abilities when the server's headers say they changed. */
export function syncPermissions(roles: string[], abilities: string[]): void {
  const user = $user.get();
  if (!user) return;
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((value, index) => value === b[index]);
  if (same(user.roles, roles) && same(user.abilities, abilities)) return;
  $user.set({ ...user, roles, abilities });
}
