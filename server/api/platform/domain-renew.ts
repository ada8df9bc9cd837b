/**
 * registrar.domain.renew: extends the expiry by `period_years` (default the domain's renewal
 * period), writes the charge as a transaction and both changes to the audit log, in one
 * transaction.
 */
import { randomBytes } from 'node:crypto';
import { inTransaction } from '../db/in-transaction.ts';
import { auditDomain, findDomain, updateDomain } from './domain-lookup.ts';
import { domainOperationFields } from './domain-fields.ts';
import { failed, succeeded, type PlatformOperation } from './platform-operation.ts';
import { messagesIn } from './platform-messages.ts';
import { renewalPrice } from './renewal-price.ts';

/** The statuses a renewal takes, and how far ahead an expiry may go (a bulk renewal checks the same: jobs/actions). */
export const renewableStatuses = ['active', 'expired'];
export const maxYearsAhead = 10;

export function addYears(iso: string, years: number): string {
  const date = new Date(iso);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString();
}

export const domainRenew: PlatformOperation = {
  name: 'registrar.domain.renew',
  permission: 'manage-domains',
  fields: domainOperationFields({ period_years: { type: 'integer', minimum: 1, maximum: 10 } }),
  run(context) {
    return inTransaction(context.db, () => {
      const say = messagesIn(context.locale);
      const domain = findDomain(context);
      if (!renewableStatuses.includes(domain.status)) {
        return failed(409, say('renew.notRenewable', { name: domain.name, status: domain.status }));
      }
      const years = typeof context.fields.period_years === 'number' ? context.fields.period_years : domain.renewal_period_years;
      if (years < domain.min_period_years || years > domain.max_period_years) {
        return failed(422, say('renew.periodOutOfRange', { tld: domain.tld, min: domain.min_period_years, max: domain.max_period_years, years }));
      }
      const expires = addYears(domain.expires_at, years);
      if (expires > addYears(context.now, maxYearsAhead)) {
        return failed(422, say('renew.tooFarAhead', { name: domain.name, years: maxYearsAhead }));
      }
      const price = renewalPrice(context.statements, domain.group_id, domain.product_id);
      const amount = price.amountPerYear * years;
      const reference = `RNW-${randomBytes(5).toString('hex').toUpperCase()}`;
      const billingEntity = context.statements.get('SELECT billing_entity_id FROM billing_entity_accounts WHERE account_id = ? ORDER BY id LIMIT 1').get(domain.group_id);
      const transaction = context.statements
        .get(`INSERT INTO transactions (group_id, reference, kind, status, description, domain_id, product_id, billing_entity_id, amount,
          tax_amount, currency, period_years, job_intent_id, transacted_at, created_at, updated_at) VALUES (?, ?, 'charge', 'pending', ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?)`)
        .run(
          domain.group_id, reference, `Renewal of ${domain.name} for ${years} ${years === 1 ? 'year' : 'years'}`, domain.id, domain.product_id,
          billingEntity ? Number(billingEntity.billing_entity_id) : null, amount, price.currency, years, context.jobIntentId ?? null, context.now, context.now, context.now,
        );
      const transactionId = Number(transaction.lastInsertRowid);
      updateDomain(context, domain.id, { expires_at: expires, status: 'active' });
      auditDomain(context, domain, 'renew', { expires_at: domain.expires_at, status: domain.status }, { expires_at: expires, status: 'active' });
      const user = context.scope.auth.user;
      context.audit({
        groupId: domain.group_id, userId: user.id, username: user.username, area: 'invoicing', resourceType: 'transaction', resourceId: transactionId,
        resourceName: reference, action: 'create', before: null, after: { reference, amount, currency: price.currency, domain_id: domain.id, period_years: years },
        ip: context.ip, requestId: context.requestId, at: context.now,
      });
      return succeeded(say('renew.renewed', { name: domain.name, period: years, date: expires }), {
        name: domain.name,
        expires,
        period_years: years,
        transaction: { id: transactionId, reference, amount, currency: price.currency },
      });
    });
  },
};
