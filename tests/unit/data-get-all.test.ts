import { describe, expect, it, vi } from 'vitest';
import { answer } from './support/fake-api.ts';
import { createTestDataProvider } from './support/fake-data-provider.ts';

const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: from + index }));

describe('getAll, the paging helper', () => {
  it('asks 1000 a page from page 1 until a page is shorter, joins the data and reports progress', async () => {
    const total = 2345;
    const { data, api } = createTestDataProvider((request) => {
      const page = Number(request.query.get('page'));
      const from = (page - 1) * 1000;
      return answer(200, { data: rows(from, Math.max(0, Math.min(1000, total - from))), meta: { total, page, limit: 1000 } });
    });
    const onProgress = vi.fn();
    const all = await data.getAll<{ id: number }>({ resource: 'domains', pql: 'status equals active' }, { onProgress });

    expect(all).toHaveLength(total);
    expect(all.map((row) => row.id)).toEqual(rows(0, total).map((row) => row.id));
    expect(api.sent.map((request) => [request.query.get('page'), request.query.get('limit'), request.query.get('pql')])).toEqual([
      ['1', '1000', 'status equals active'],
      ['2', '1000', 'status equals active'],
      ['3', '1000', 'status equals active'],
    ]);
    expect(onProgress.mock.calls.map(([progress]) => progress)).toEqual([
      { loaded: 1000, total, page: 1 },
      { loaded: 2000, total, page: 2 },
      { loaded: 2345, total, page: 3 },
    ]);
  });

  it('asks one more page when the last full page ends exactly at the total', async () => {
    const { data, api } = createTestDataProvider((request) =>
      answer(200, { data: request.query.get('page') === '1' ? rows(0, 1000) : [], meta: { total: 1000, page: 1, limit: 1000 } }),
    );
    await expect(data.getAll({ resource: 'contacts' })).resolves.toHaveLength(1000);
    expect(api.sent).toHaveLength(2);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const { data, api } = createTestDataProvider(() => {
      controller.abort();
      return answer(200, { data: rows(0, 1000), meta: { total: 5000, page: 1, limit: 1000 } });
    });
    await expect(data.getAll({ resource: 'domains' }, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(api.sent).toHaveLength(1);
  });
});
