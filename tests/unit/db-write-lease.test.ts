/**
 * One writer at a time across threads (issue 32, heavy work off the request thread): the write
 * lease serialises its holders and lets the request thread's writers wait for it; a transaction
 * that reads first takes the write lock at its first write, and is run again whole when another
 * connection committed since it began reading.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/api/db/open-database.ts';
import { inReadFirstTransaction } from '../../server/api/db/read-first-transaction.ts';
import { createWriteLease } from '../../server/api/db/write-lease.ts';

describe('the write lease', () => {
  it('is held while its work runs, one holder after the other, and frees its waiters after', async () => {
    const lease = createWriteLease();
    const order: string[] = [];
    let releaseFirst = () => {};
    const first = lease.hold(() => new Promise<string>((resolve) => { releaseFirst = () => resolve('first'); order.push('first began'); }));
    expect(lease.held).toBe(true);
    const second = lease.hold(async () => { order.push('second began'); return 'second'; });
    const waiter = lease.whenFree().then(() => order.push('waiter'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['first began']);
    releaseFirst();
    expect(await first).toBe('first');
    expect(await second).toBe('second');
    await waiter;
    expect(order.indexOf('second began')).toBeGreaterThan(0);
    expect(lease.held).toBe(false);
    await lease.whenFree();
  });

  it('never lets two holders run at once, however many wait', async () => {
    const lease = createWriteLease();
    let running = 0;
    let most = 0;
    const holder = () => lease.hold(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
    await holder();
    await Promise.all([holder(), holder(), holder(), lease.whenFree().then(holder)]);
    expect(most).toBe(1);
  });

  it('is let go when its work fails', async () => {
    const lease = createWriteLease();
    await expect(lease.hold(async () => { throw new Error('refused'); })).rejects.toThrow('refused');
    expect(lease.held).toBe(false);
  });
});

describe('a transaction that reads first', () => {
  let directory = '';
  afterEach(() => { if (directory) rmSync(directory, { recursive: true, force: true }); });

  it('runs again whole, on what is committed then, when another connection wrote since it began reading', () => {
    directory = mkdtempSync(join(tmpdir(), 'read-first-'));
    const path = join(directory, 'db.sqlite');
    const worker = openDatabase(path);
    const other = openDatabase(path);
    worker.exec('CREATE TABLE counter (n INTEGER NOT NULL); INSERT INTO counter VALUES (1);');
    let runs = 0;
    const result = inReadFirstTransaction(worker, () => {
      runs += 1;
      const seen = Number(worker.prepare('SELECT n FROM counter').get()?.n);
      // Another writer commits between this transaction's read and its first write, the first time only.
      if (runs === 1) other.exec('UPDATE counter SET n = n + 10');
      worker.prepare('UPDATE counter SET n = ?').run(seen + 1);
      return seen;
    });
    expect(runs).toBe(2);
    expect(result).toBe(11);
    expect(Number(other.prepare('SELECT n FROM counter').get()?.n)).toBe(12);
    worker.close();
    other.close();
  });
});
