import { type PaymentCurrency, pickLanguage } from '@signaldesk/contract';
import { formatFixed } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';

/** Amounts as the trader reads them, in the interface's language: "150.00 USD", "1,080.00 元". */
export function useMoney() {
  const { t, i18n } = useTranslation('payments');
  const language = pickLanguage(i18n.language);
  const money = (units: number, currency: PaymentCurrency, digits: number) =>
    t('amount', { amount: formatFixed(units, language, digits), unit: t(`units.${currency}`) });
  return {
    /** A plan's price, in whole units. */
    price: (units: number, currency: PaymentCurrency) => money(units, currency, 0),
    /** A payment, in Stripe's hundredths. */
    paid: (hundredths: number, currency: PaymentCurrency) => money(hundredths / 100, currency, 2),
  };
}
