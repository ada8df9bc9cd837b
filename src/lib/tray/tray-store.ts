/**
 * The bulk tray as the chrome and the lists see it: how many items it holds in the current
 * account (unknown until asked), and adding a list's selected rows to it (taking items out is
 * tray-items-api.ts's).
 */
import { atom } from 'nanostores';
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { jobContracts } from '../contracts/job-contracts.ts';
import { create, getList } from '../data/data.ts';
import type { TrayResource } from '../schemas/tray-kinds.ts';

export const trayPath = 'tray_items';

export const $trayCount = atom<number | undefined>(undefined);

/** What an addition answers: how many were added, were in the tray already, and the tray's size afterwards. */
export type TrayAddition = AnswerOf<typeof jobContracts.addTrayItems>;

export async function refreshTrayCount(): Promise<void> {
  const { meta } = await getList({ resource: trayPath, limit: 1, page: 1, fields: ['id'] });
  $trayCount.set(meta.total);
}

/** Adds records of one resource (all or none); nested records (DNS records) name their parent. */
export async function addToTray(resource: TrayResource, ids: readonly number[], parentId?: number): Promise<TrayAddition> {
  const answer = await create<TrayAddition>({
    resource: trayPath,
    values: { resource, ids, ...(parentId === undefined ? {} : { parent_id: parentId }) },
  });
  $trayCount.set(answer.total);
  return answer;
}

