/**
 * What the action dialog's confirm button says: exactly what happens (DESIGN.md section 13,
 * bulk jobs: a dry run first, then the user confirms what it showed) — "Renew 28 domains ·
 * USD 412.00", "Delete 14 records in 3 zones", "Turn privacy off for 5 domains". Pure.
 */
import { formatMoney, formatNumber } from '~/lib/formatting/format';
import { currencyDigits } from '~/lib/resources/field-value';
import { knownText } from '~/lib/formatting/known-text';
import type { DryRun, Money } from '~/lib/tray/job-types';
import { actionLabel, type Translate } from '~/lib/tray/job-words';

/** An amount in its currency's minor unit (cents; whole yen), written the reader's way. */
export function moneyText(money: Money, language: string): string {
  return formatMoney(money.amount / 10 ** currencyDigits(money.currency), money.currency, language);
}

/** Several currencies' totals: `USD 412.00 + EUR 30.00`. */
export function totalsText(costs: readonly Money[], language: string): string {
  return costs.map((cost) => moneyText(cost, language)).join(' + ');
}

/** The zones a DNS dry run plans changes in (its groups), or none for other actions. */
export function zoneCount(dryRun: Pick<DryRun, 'groups'>): number {
  return dryRun.groups?.length ?? 0;
}

export interface ConfirmContext {
  resource: string;
  action: string;
  /** The options the job is asked with. */
  options: Record<string, unknown>;
  /** The records that go ahead. */
  eligible: number;
  costs: readonly Money[];
  zones: number;
  language: string;
  /** The words of a chosen option value (a template's name, a field's label). */
  optionText(kind: 'template' | 'field', value: string): string;
}

export function confirmLabel(t: Translate, context: ConfirmContext): string {
  const { resource, action, options, eligible, costs, zones, language } = context;
  const base = `tray:actions.${resource}.${action}`;
  const values: Record<string, unknown> = {
    count: eligible,
    zones: t('tray:dialog.zones', { count: zones }),
    ...(typeof options.ttl === 'number' ? { seconds: formatNumber(options.ttl, language) } : {}),
    ...(typeof options.template === 'string' ? { template: context.optionText('template', options.template) } : {}),
    ...(typeof options.field === 'string' ? { field: context.optionText('field', options.field) } : {}),
  };
  const switched = typeof options.enabled === 'boolean' ? (options.enabled ? 'confirmOn' : 'confirmOff') : 'confirm';
  const text = knownText(t, `${base}.${switched}`, values) ?? t('tray:dialog.withCost', { action: actionLabel(t, resource, action), amount: t('tray:kinds.records', { count: eligible }) });
  const charged = costs.filter((cost) => cost.amount !== 0);
  return charged.length > 0 ? t('tray:dialog.withCost', { action: text, amount: totalsText(charged, language) }) : text;
}
