/**
 * The tray's items by kind (DESIGN.md section 13, bulk jobs): the first page of a kind, every
 * record id of a kind (what a job is asked for), and taking items out — one item too goes by the
 * tray's own removal (`?ids=`), which counts an item already gone (another tab took it) instead
 * of answering the 404 that would replace the page with the error screen. The tray's size in
 * the chrome follows every removal. Through the data provider only (docs/ARCHITECTURE.md, "Layers").
 */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { jobContracts } from '../contracts/job-contracts.ts';
import { dataProvider } from '../data/data.ts';
import type { DataProvider } from '../data/data-provider.ts';
import type { ListResult } from '../data/data-types.ts';
import type { TrayResourceType } from '../schemas/tray-kinds.ts';
import { $trayCount, refreshTrayCount, trayPath } from './tray-store.ts';

/** A tray item as the tray list answers it. */
export interface TrayItem {
  id: number;
  resource_type: string;
  resource_id: number;
  label: string;
  /** What the list kept about the record (a DNS record's zone or domain, where it says). */
  data?: unknown;
  domain_id?: number | null;
  /** A DNS record's zone: its label (`@ MX`) is relative to it. */
  zone?: { name?: string | null } | null;
  created_at?: string;
}

/** What a removal answers: how many went, and the tray's size afterwards. */
export type TrayRemovalAnswer = AnswerOf<typeof jobContracts.emptyTray>;

export function createTrayItemsApi(data: Pick<DataProvider, 'call' | 'getList' | 'getAll'>, afterChange: (answer: TrayRemovalAnswer | undefined) => void = () => undefined) {
  const removeWhere = async (query: Record<string, string>): Promise<TrayRemovalAnswer | undefined> => {
    const answer = await data.call<TrayRemovalAnswer | undefined>('DELETE', trayPath, { query });
    afterChange(answer);
    return answer;
  };
  return {
    /** The newest items of a kind, with the kind's total. */
    firstItems(type: TrayResourceType, limit: number, signal?: AbortSignal): Promise<ListResult<TrayItem>> {
      return data.getList<TrayItem>({ resource: trayPath, filters: { resource_type: type }, limit, page: 1, ...(signal ? { signal } : {}) });
    },
    /** Every record id of a kind in the tray, each once (1000 a page). */
    async allRecordIds(type: TrayResourceType, signal?: AbortSignal): Promise<number[]> {
      const rows = await data.getAll<Pick<TrayItem, 'resource_id'>>(
        { resource: trayPath, filters: { resource_type: type }, fields: ['id', 'resource_id'] },
        signal ? { signal } : {},
      );
      return [...new Set(rows.map((row) => Number(row.resource_id)).filter((id) => Number.isSafeInteger(id) && id > 0))];
    },
    removeItem: async (id: number): Promise<void> => {
      await removeWhere({ ids: String(id) });
    },
    /** Items by their tray item ids (a page of the tray list's selection), in one call. */
    removeItems: (ids: readonly number[]): Promise<TrayRemovalAnswer | undefined> => removeWhere({ ids: ids.join(',') }),
    /** Empties the tray, or only one kind of it. */
    removeAll: async (type?: TrayResourceType): Promise<void> => {
      await removeWhere(type ? { resource_type: type } : {});
    },
  };
}

export type TrayItemsApi = ReturnType<typeof createTrayItemsApi>;

/** The page's tray calls; the chrome's count follows each change. */
export const trayItemsApi: TrayItemsApi = createTrayItemsApi(dataProvider, (answer) => {
  if (typeof answer?.total === 'number') $trayCount.set(answer.total);
  else void refreshTrayCount().catch(() => undefined);
});
