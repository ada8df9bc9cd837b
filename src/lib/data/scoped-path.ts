/**
 * Where a data call goes below the API base (DESIGN.md section 9): `group` paths act in the
 * current account (`groups/{context}/…`), `root` paths (`profile`) stand on their own. A path
 * with an empty part (no account, a missing route parameter) is refused before anything is
 * sent, so `groups//domains` never reaches the API.
 */
import { HttpError } from '../http/http-error.ts';

export type CallScope = 'group' | 'root';

/** The error a call rejects with when it cannot name the account or a part of its path. */
export const incompletePathName = 'IncompletePath';

/** `path` is one path or its pieces (`['domains', '7']`); one leading slash is allowed, no other empty part (`saved_filters/` with a missing id). */
export function scopedPath(
  scope: CallScope,
  context: string | undefined,
  path: string | readonly string[],
  message: { noContext: string; emptyPart: string },
): string {
  const pieces = typeof path === 'string' ? [path] : path;
  const parts = pieces.flatMap((piece) => piece.replace(/^\//, '').split('/'));
  if (parts.some((part) => part === '')) throw new HttpError(0, `${message.emptyPart} ${pieces.join('/')}`, undefined, incompletePathName);
  if (scope === 'root') return parts.join('/');
  if (!context) throw new HttpError(0, message.noContext, undefined, incompletePathName);
  return ['groups', encodeURIComponent(context), ...parts].join('/');
}
