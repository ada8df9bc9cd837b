/**
 * The `domain-actions` namespace: the same keys and placeholders in English, Spanish and
 * Japanese (Japanese has only `_other` plurals), nothing left in English, and a text for every
 * key the screens ask for, the ones they build from a value too (states, reasons, roles).
 */
import { describe, expect, it } from 'vitest';
import en from '~/content/locales/en/domain-actions.json';
import es from '~/content/locales/es/domain-actions.json';
import ja from '~/content/locales/ja/domain-actions.json';
import { additionReasonKeys, nameReasonKeys } from '~/lib/domains/name-reasons';
import { domainStatuses } from '~/lib/schemas/domain';
import { orderStatuses } from '~/lib/schemas/order';
import type { DomainAction } from '~/islands/domains/actions/action-availability';
import { contactRoles } from '~/islands/domains/bulk/bulk-api';
import { describeTranslations, englishKeys, keysAskedFor } from './support/namespace-locales';

// Names and codes that read the same in every language.
describeTranslations('domain-actions', { en, es, ja }, { sameEverywhere: ['info.fields.dnssec'] });

describe('every key the screens ask for', () => {
  const english = englishKeys(en);

  it('exists in English, as written in the code', () => {
    const used = keysAskedFor('domain-actions', ['actions', 'bulk', 'add'].map((folder) => `src/islands/domains/${folder}`));
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !english.has(key))).toEqual([]);
  });

  it('exists for every value a key is built from', () => {
    const built = [
      ...domainStatuses.flatMap((status) => [`status.${status}`, `statusLabel.${status}`]),
      ...orderStatuses.map((status) => `orderStatus.${status}`),
      ...contactRoles.map((role) => `roles.${role}`),
      ...[...nameReasonKeys, ...additionReasonKeys, 'duplicate', 'not_found', 'external', 'status', 'registry_locked', 'approval_pending', 'contact_not_found']
        .map((key) => `reasons.${key}`),
      ...['status', 'noRegistryLock', 'noPrivacy', 'registryLocked', 'unlockPending', 'transferredOut'].map((key) => `why.${key}`),
      ...['roid', 'registry', 'status', 'created', 'expires', 'updated', 'registryLock', 'transferLock', 'autoRenew', 'nameservers', 'dnssec'].map((key) => `info.fields.${key}`),
      ...['auth_code_blank', 'auth_code_ignored'].map((key) => `add.warnings.${key}`),
    ];
    expect(built.filter((key) => !english.has(key))).toEqual([]);
    const actions: DomainAction[] = ['renew', 'lock', 'unlock', 'transferLock', 'privacy', 'authCode', 'info'];
    expect(actions.filter((action) => !english.has(`${action}.action`))).toEqual([]);
  });
});
