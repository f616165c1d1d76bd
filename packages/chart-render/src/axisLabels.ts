import type { ChartCandle, Language } from '@signaldesk/contract';
import { formatPrice, priceDigits } from '@signaldesk/format';
import { type Scale, ticksOf, yOf } from './scale.js';

/** Pixels between two labels of a value axis, about. */
const LABEL_SPACING_PX = 40;

export interface AxisLabel {
  value: number;
  /** Pixel row of the label's grid line. */
  y: number;
  text: string;
}

/**
 * How a chart picture writes a price, as the quote screen's axis does: grouped, with the symbol's decimals (a currency
 * pair to the pip, a small coin to four significant digits) and at least those of the latest close, so every label
 * on the axis reads like the last price.
 */
export function priceWriter(candles: readonly ChartCandle[], language: Language, symbol = ''): (price: number) => string {
  const digits = priceDigits(candles.at(-1)?.close ?? 0, symbol);
  return (price) => formatPrice(price, language, digits, symbol);
}

/** The labels of a pane's value axis: round values inside its scale, one per 40 pixels or so, clear of its edges. */
export function axisLabels(scale: Scale, write: (value: number) => string): AxisLabel[] {
  return ticksOf(scale, Math.max(1, Math.floor((scale.bottom - scale.top) / LABEL_SPACING_PX)))
    .map((value) => ({ value, y: Math.round(yOf(scale, value)), text: write(value) }))
    .filter((label) => label.y >= scale.top + 6 && label.y <= scale.bottom - 6);
}

/** Pixel height of the last price's label on the price axis; a tick label's text is a little shorter. */
export const LAST_PRICE_LABEL_PX = 16;

/**
 * The price axis's labels left to print beside the last price's label, centred on row `y`: a tick label it would
 * cover is left out (its grid line stays), so the last price always reads clearly and no two prices print over each
 * other.
 */
export function clearOfLastPrice(labels: readonly AxisLabel[], y: number): AxisLabel[] {
  return labels.filter((label) => Math.abs(label.y - y) >= LAST_PRICE_LABEL_PX);
}
