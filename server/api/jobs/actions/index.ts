/** Every bulk action a job can run, by resource and name (DESIGN.md section 13). */
import type { JobAction } from '../job-action.ts';
import { updateContactFieldAction } from './contact-field-action.ts';
import { deleteRecordsAction, ttlRecordsAction } from './dns-record-actions.ts';
import { contactsDomainsAction } from './domain-contacts-action.ts';
import { dnsTemplateDomainsAction } from './domain-dns-template-action.ts';
import { exportDomainsAction } from './domain-export-action.ts';
import { lockDomainsAction, unlockDomainsAction } from './domain-lock-actions.ts';
import { nameserversDomainsAction } from './domain-nameservers-action.ts';
import { renewDomainsAction } from './domain-renew-action.ts';
import { privacyDomainsAction, transferLockDomainsAction } from './domain-setting-actions.ts';
import { renewCertificatesAction } from './ssl-renew-action.ts';

export const jobActions: readonly JobAction[] = [
  renewDomainsAction,
  lockDomainsAction,
  unlockDomainsAction,
  transferLockDomainsAction,
  privacyDomainsAction,
  nameserversDomainsAction,
  contactsDomainsAction,
  dnsTemplateDomainsAction,
  exportDomainsAction,
  ttlRecordsAction,
  deleteRecordsAction,
  renewCertificatesAction,
  updateContactFieldAction,
];

const byKey = new Map(jobActions.map((action) => [`${action.resource}:${action.name}`, action]));

export function jobAction(resource: string, name: string): JobAction | undefined {
  return byKey.get(`${resource}:${name}`);
}

/** The actions offered on records of a resource. */
export function jobActionsOf(resource: string): JobAction[] {
  return jobActions.filter((action) => action.resource === resource);
}
