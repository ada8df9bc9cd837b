/** Every platform operation by name. */
import { domainAuthCode } from './domain-auth-code.ts';
import { domainInfo } from './domain-info.ts';
import { domainLock, domainUnlock } from './domain-lock.ts';
import { domainRenew } from './domain-renew.ts';
import { domainPrivacy, domainTransferLock } from './domain-settings.ts';
import type { PlatformOperation } from './platform-operation.ts';

export const platformOperations: readonly PlatformOperation[] = [
  domainInfo, domainRenew, domainLock, domainUnlock, domainTransferLock, domainPrivacy, domainAuthCode,
];

const byName = new Map(platformOperations.map((operation) => [operation.name, operation]));

export function platformOperation(name: string): PlatformOperation | undefined {
  return byName.get(name);
}
