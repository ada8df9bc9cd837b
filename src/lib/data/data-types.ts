/** Answer shapes of the data calls (spec section 7, DESIGN.md section 7). */
export interface ListMeta {
  total: number;
  page: number;
  limit: number;
}

export interface ListResult<T> {
  data: T[];
  meta: ListMeta;
}

export interface PlatformResult<R = unknown> {
  actionResult: boolean;
  message?: string;
  code?: number | string;
  result?: R;
}

/** The `platform` part of a platform call's answer. */
export interface PlatformCallAnswer<R = unknown> {
  status: unknown;
  result: PlatformResult<R>;
}

/** A record the API keeps versions of: updates send the version they edit. */
export interface Versioned {
  version?: number | string;
}
