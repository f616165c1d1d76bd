import type { Language, PaperPosition } from '@signaldesk/contract';
import { formatFixed, formatPercent } from '@signaldesk/format';

/** Money in an account's currency is shown to the cent (the fen, the Hong Kong cent). */
const MONEY_DIGITS = 2;

const cents = (value: number) => Math.round(value * 10 ** MONEY_DIGITS);

/** Money, grouped to the cent: a balance, a price times a quantity. */
export const moneyText = (value: number, language: Language): string => formatFixed(cents(value) === 0 ? 0 : value, language, MONEY_DIGITS);

/** A profit or loss to the cent, with its sign: +1,234.50, −20.00, and 0.00 for what rounds to nothing. */
export function pnlText(value: number, language: Language): string {
  const text = moneyText(value, language);
  return cents(value) > 0 ? `+${text}` : text;
}

/** Which way a profit or loss reads, for its rise or fall colour; null for what rounds to nothing (no colour). */
export function pnlSign(value: number): 1 | -1 | null {
  const rounded = cents(value);
  return rounded === 0 ? null : rounded > 0 ? 1 : -1;
}

/** A position's open profit against what it cost, in percent with its sign; null for a position of no cost. */
export function positionReturn(position: Pick<PaperPosition, 'quantity' | 'averagePrice' | 'unrealised'>, language: Language): string | null {
  const cost = Math.abs(position.quantity * position.averagePrice);
  return cost > 0 ? formatPercent((position.unrealised / cost) * 100, language) : null;
}

/** Shares held, with the fraction a coin may have; a short reads with its minus sign. */
export const quantityText = (quantity: number, language: Language): string =>
  formatFixed(quantity, language, Number.isInteger(quantity) ? 0 : Math.min(8, String(quantity).split('.')[1]?.length ?? 0));
