import type { Duration } from '@signaldesk/contract';
import { CATALOGUE, type FieldDef } from '@signaldesk/indicators';

/** The catalogue's fields a chart candle of this duration carries, in catalogue order; intraday bars are minute bars. */
export function sheetFields(duration: Duration): FieldDef[] {
  const bars = duration === 'intraday' ? '1m' : duration;
  return CATALOGUE.filter((field) => field.durations.includes(bars));
}
