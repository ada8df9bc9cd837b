/** Answer shapes of the data calls (spec section 7, DESIGN.md section 7). */
import type { AnswerOf } from '../contracts/api-contract.ts';
import type { domainContracts } from '../contracts/domain-contracts.ts';

export interface ListMeta {
  total: number;
  page: number;
  limit: number;
}

export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

type PlatformAnswer = AnswerOf<typeof domainContracts.platformCall>['platform'];

/** A platform call's outcome as its contract writes it, the operation's own `result` as R; only `actionResult` when the answer had none. */
export type PlatformResult<R = unknown> = Pick<PlatformAnswer['result'], 'actionResult'> & Partial<Pick<PlatformAnswer['result'], 'message' | 'code'>> & { result?: R };

/** The `platform` part of a platform call's answer. */
export interface PlatformCallAnswer<R = unknown> {
  status: PlatformAnswer['status'] | undefined;
  result: PlatformResult<R>;
}

/** A record the API keeps versions of: updates send the version they edit. */
export interface Versioned {
  version?: number | string;
}
