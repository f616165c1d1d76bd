import type { ChartCandle, Duration, Language } from '@signaldesk/contract';
import { CATALOGUE, type FieldDef } from '@signaldesk/indicators';
import { formatFieldValue } from './formatFieldValue.js';
import { priceDigits } from './formatNumber.js';

export interface PanelField {
  id: string;
  /** The field's name as the quote screen labels it, in the asked language. */
  name: string;
  unit: FieldDef['unit'];
  /** null while the indicator warms up. */
  value: number | null;
  /** The value exactly as the quote screen's sheet writes it: grouped, with the symbol's price decimals, a % sign, an enum's label (a quadrant, a stage); "—" while warming up. */
  text: string;
}

/** The catalogue's fields a duration has, as the quote screen's sheets list them; intraday charts are minute bars. */
const fieldsByDuration = new Map<Duration, readonly FieldDef[]>();
export function panelFieldDefs(duration: Duration): readonly FieldDef[] {
  let fields = fieldsByDuration.get(duration);
  if (!fields) {
    const bars = duration === 'intraday' ? '1m' : duration;
    fields = CATALOGUE.filter((field) => field.durations.includes(bars));
    fieldsByDuration.set(duration, fields);
  }
  return fields;
}

/**
 * A bar's analysis fields in catalogue order, named and written as the quote screen's sheets do; `only` keeps the
 * listed ids (in catalogue order) for a smaller panel. The desktop assistant's panel and the product's own panel
 * call both answer these.
 */
export function panelFields(candle: ChartCandle, symbol: string, duration: Duration, language: Language, only?: ReadonlySet<string>): PanelField[] {
  // Lines over the candles read with the close's decimals, as on the quote screen's sheets.
  const digits = priceDigits(candle.close, symbol);
  return panelFieldDefs(duration)
    .filter((field) => !only || only.has(field.id))
    .map((field) => {
      const value = candle[field.id] ?? null;
      return { id: field.id, name: field.name[language], unit: field.unit, value, text: formatFieldValue(field, value, language, digits) };
    });
}
