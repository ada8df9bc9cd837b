/** An amount in its currency's minor unit (cents; whole yen), written the reader's way: 1110 GBP → £11.10. Pure. */
import { formatMoney } from '../formatting/format.ts';
import { currencyDigits } from '../resources/field-value.ts';

export function minorMoneyText(amount: number, currency: string, language: string): string {
  return formatMoney(amount / 10 ** currencyDigits(currency), currency, language);
}
