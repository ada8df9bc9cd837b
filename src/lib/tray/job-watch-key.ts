/**
 * The unfinished jobs the snackbar watches (DESIGN.md section 13, bulk jobs: progress that
 * survives a reload): their ids in localStorage, one key per signed-in user and account
 * (`tray-jobs:{user}:{context}`, as the domain cart keeps its own), so staff working in a
 * customer's account watch that account's jobs. Framework-free; the storage is injected.
 */
import { jobWatchKeyPrefix } from './job-watch-present.ts';

export type JobWatchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** More than this many unfinished jobs at once is not a case to watch: the oldest are let go. */
export const maxWatchedJobs = 20;

export function jobWatchKey(userId: string, context: string): string {
  return `${jobWatchKeyPrefix}${userId}:${context}`;
}

/** The ids a stored text names: positive whole numbers, each once, in order; anything else is ignored. */
export function decodeJobIds(text: string | null | undefined): number[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(-maxWatchedJobs);
}

export interface JobWatchList {
  /** The ids watched now (none when nobody is signed in or storage is refused). */
  read(): number[];
  add(id: number): void;
  remove(id: number): void;
}

export function createJobWatchList(storage: () => JobWatchStorage | undefined, key: () => string | undefined): JobWatchList {
  const read = (): number[] => {
    const name = key();
    if (name === undefined) return [];
    try {
      return decodeJobIds(storage()?.getItem(name));
    } catch {
      return [];
    }
  };
  const write = (ids: readonly number[]) => {
    const name = key();
    if (name === undefined) return;
    try {
      if (ids.length === 0) storage()?.removeItem(name);
      else storage()?.setItem(name, JSON.stringify(ids.slice(-maxWatchedJobs)));
    } catch {
      // Full or refused storage: the job view still shows the job; only the snackbar misses it.
    }
  };
  return {
    read,
    add(id) {
      const ids = read();
      if (!ids.includes(id)) write([...ids, id]);
    },
    remove(id) {
      const ids = read();
      if (ids.includes(id)) write(ids.filter((each) => each !== id));
    },
  };
}
