/**
 * `_headers` and `_redirects` are written for static hosts, which read them and never serve them.
 * The portal server does not serve them either: they describe the deployment, not the portal.
 */
import { posix } from 'node:path';

const hostConfigurationFiles = new Set(['_headers', '_redirects']);

/** True for a decoded path naming one of them, in any letter case, with or without a trailing slash. */
export function isHostConfigurationFile(pathname: string): boolean {
  const [first] = posix.normalize(pathname).split('/').filter(Boolean);
  return first !== undefined && hostConfigurationFiles.has(first.toLowerCase());
}
