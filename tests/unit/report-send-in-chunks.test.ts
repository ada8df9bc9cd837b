/**
 * Sending drop candidates to the tray (DESIGN.md section 14): at most the tray's limit per call,
 * in order, each step reported; a failed call stops the sending and says how many went in.
 */
import { describe, expect, it } from 'vitest';
import { ChunkFailure, sendInChunks } from '~/lib/reports/send-in-chunks';
import { trayAdditionLimit } from '~/lib/schemas/tray-kinds';

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('sending records to the tray in chunks', () => {
  it('sends at most the tray’s limit a call, in order, and adds up the answers', async () => {
    const calls: number[][] = [];
    const done: number[] = [];
    const answer = await sendInChunks(ids(2500), async (chunk) => {
      calls.push(chunk);
      return { added: chunk.length - 1, already: 1 };
    }, (count) => done.push(count));
    expect(calls.map((chunk) => chunk.length)).toEqual([trayAdditionLimit, trayAdditionLimit, 500]);
    expect(calls.flat()).toEqual(ids(2500));
    expect(done).toEqual([1000, 2000, 2500]);
    expect(answer).toEqual({ added: 2497, already: 3 });
  });

  it('sends nothing for no records', async () => {
    expect(await sendInChunks([], async () => { throw new Error('no call expected'); })).toEqual({ added: 0, already: 0 });
  });

  it('stops at a failed call, saying why and how many went in before it', async () => {
    let call = 0;
    const failure = await sendInChunks(ids(25), async (chunk) => {
      call += 1;
      if (call === 3) throw new Error('The tray holds at most 10 000 items.');
      return { added: chunk.length, already: 0 };
    }, undefined, 10).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ChunkFailure);
    expect((failure as ChunkFailure).message).toBe('The tray holds at most 10 000 items.');
    expect((failure as ChunkFailure).added).toBe(20);
    expect(call).toBe(3);
  });
});
