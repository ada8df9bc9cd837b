/**
 * The account the data calls act in (`/groups/{context}`): the `context` query parameter when
 * it is a 36-character identifier, else the signed-in user's own group. The account-context
 * module may plug in its own source with `setContextSource`.
 */
import { validateContextIdentifier } from '../validation/context-identifier.ts';
import { $user } from '../session/user-store.ts';

export function contextFromAddress(search: string, ownGroup: string | undefined): string | undefined {
  const parameter = new URLSearchParams(search).get('context');
  return parameter !== null && validateContextIdentifier(parameter) === true ? parameter : ownGroup;
}

let source: () => string | undefined = () => contextFromAddress(globalThis.location?.search ?? '', $user.get()?.group_id);

export function currentContext(): string | undefined {
  return source();
}

export function setContextSource(next: () => string | undefined): void {
  source = next;
}
