/** An amount in its currency's minor unit (cents; whole yen for JPY) as the reader's language writes it, with the project's formatter. */
import { formatMoney } from '~/lib/formatting/format';
import { currencyDigits } from '~/lib/resources/field-value';

export function moneyText(amount: number, currency: string, language: string): string {
  return formatMoney(amount / 10 ** currencyDigits(currency), currency, language);
}
