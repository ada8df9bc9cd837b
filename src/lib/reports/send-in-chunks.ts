/**
 * Records added to the tray a call at a time, each call at most the tray's limit
 * (`trayAdditionLimit`, 1000): how many went in and how many were there already. A call that
 * fails stops the sending; its error carries how many were added before it. Pure (the caller
 * passes the call).
 */
import { trayAdditionLimit } from '../schemas/tray-kinds.ts';

export interface ChunkAnswer {
  added: number;
  already: number;
}

/** A call that failed, and how many records the calls before it added. */
export class ChunkFailure extends Error {
  readonly added: number;

  constructor(error: unknown, added: number) {
    super(error instanceof Error ? error.message : String(error), { cause: error });
    this.name = 'ChunkFailure';
    this.added = added;
  }
}

export async function sendInChunks(
  ids: readonly number[],
  add: (chunk: number[]) => Promise<ChunkAnswer>,
  progress: (done: number) => void = () => {},
  limit = trayAdditionLimit,
): Promise<ChunkAnswer> {
  let added = 0;
  let already = 0;
  for (let start = 0; start < ids.length; start += limit) {
    const chunk = ids.slice(start, start + limit);
    let answer: ChunkAnswer;
    try {
      answer = await add(chunk);
    } catch (error) {
      throw new ChunkFailure(error, added);
    }
    added += answer.added;
    already += answer.already;
    progress(Math.min(ids.length, start + chunk.length));
  }
  return { added, already };
}
