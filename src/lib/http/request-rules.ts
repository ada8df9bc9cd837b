/**
 * Which calls the client treats specially (spec sections 4 and 8), decided from the path below
 * the API base. Kept in one place so the exceptions can be read side by side.
 */
import { apiPathOf, sameEndpoint } from './api-path.ts';

export interface RequestTarget {
  method: string;
  /** Below the API base, without query or surrounding slashes: `groups/x/domains`. */
  path: string;
  /** The sign-on provider's userinfo call, which carries the provider's token, not ours. */
  userinfo: boolean;
}

export function describeRequest(url: string, method: string | undefined, apiBase: string, userinfoEndpoint: string): RequestTarget {
  const path = apiPathOf(url, apiBase);
  const userinfo = sameEndpoint(url, userinfoEndpoint) || path.split('/').pop() === 'userinfo';
  return { method: (method ?? 'GET').toUpperCase(), path, userinfo };
}

const firstSegment = (target: RequestTarget) => target.path.split('/', 1)[0]!;

const noRefreshCalls = new Set(['refresh', 'login', 'logout', 'login_sso', 'password_resets']);
const noPermissionSyncCalls = new Set(['login', 'two_factor_codes', 'login_sso']);
const signInCalls = new Set(['login', 'login_sso', 'two_factor_codes', 'password_resets', 'refresh', 'logout']);

/**
 * The public approval page's calls (`approvals/{publicId}`; spec section 6: approvals/{id} needs
 * no sign-in): the mailed link is their only key, so they go out the same for anyone, signed in
 * or not: without a token, never held for an expired session, never refreshing one, and
 * never changing the stored roles.
 */
export function isPublicApprovalCall(target: RequestTarget): boolean {
  return !target.userinfo && firstSegment(target) === 'approvals';
}

export function addsBearer(target: RequestTarget): boolean {
  return !target.userinfo && !isPublicApprovalCall(target);
}

export function isHeldWhenExpired(target: RequestTarget): boolean {
  return !target.userinfo && firstSegment(target) !== 'logout' && !isPublicApprovalCall(target);
}

/** The sign-in answers come before the session's roles; a public approval call's answer is anonymous. */
export function syncsPermissions(target: RequestTarget): boolean {
  return !noPermissionSyncCalls.has(firstSegment(target)) && !isPublicApprovalCall(target);
}

/** A 401 here is final; elsewhere it refreshes the tokens once. Userinfo's token is the provider's, not ours to refresh. */
export function refreshesOnUnauthorized(target: RequestTarget): boolean {
  return !target.userinfo && !noRefreshCalls.has(firstSegment(target)) && !isPublicApprovalCall(target);
}

/**
 * Sign-in calls report 403 and 429 to their caller (the sign-in screens show them in place)
 * rather than replacing the sign-in page with the error screen.
 */
export function isSignInCall(target: RequestTarget): boolean {
  return target.userinfo || signInCalls.has(firstSegment(target));
}

const recordsOfZone = /^groups\/[^/]+\/zones\/[^/]+\/records(\/|$)/;

/** The 404s that are only passed to the caller (spec section 8), never shown as the not-found page. */
export function isQuietNotFound(target: RequestTarget): boolean {
  const { path } = target;
  return (
    target.userinfo ||
    firstSegment(target) === 'password_resets' ||
    path.endsWith('gap_analysis') ||
    /(^|\/)approvals\//.test(path) ||
    recordsOfZone.test(path)
  );
}

export const domainInfoOperation = 'registrar.domain.info';

export function isPlatformCall(target: RequestTarget): boolean {
  return target.method === 'POST' && target.path.endsWith('platform_calls');
}

export const retriedStatuses: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const nonMutatingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isNonMutating(method: string | undefined): boolean {
  return nonMutatingMethods.has((method ?? 'GET').toUpperCase());
}
