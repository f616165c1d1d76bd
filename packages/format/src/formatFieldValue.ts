import type { Language } from '@signaldesk/contract';
import type { FieldDef } from '@signaldesk/indicators';
import { formatFixed, formatPercent, formatPrice, formatVolume } from './formatNumber.js';

/**
 * A catalogue field's value as a trader reads it: its unit, or its enum label in the user's language; "—" while
 * warming up. `priceDigits` is the decimals of the bar's close, so the lines over the candles read like them.
 * Percentages that can fall below zero are changes or distances and carry their sign.
 */
export function formatFieldValue(field: FieldDef, value: number | null | undefined, language: Language, priceDigits = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  switch (field.unit) {
    case 'percent':
      return formatPercent(value, language, (field.range?.min ?? 0) < 0);
    case 'fraction':
      return formatPercent(value * 100, language, (field.range?.min ?? 0) < 0);
    case 'degrees':
      return `${formatFixed(value, language, 1)}°`;
    case 'price':
      return formatPrice(value, language, priceDigits);
    case 'oscillator':
      return formatFixed(value, language, 1);
    case 'volume':
      return formatVolume(value, language);
    case 'ratio':
      return formatFixed(value, language, 3);
    case 'count':
      return formatFixed(value, language, 0);
    case 'enum': {
      const known = field.values?.find((entry) => entry.value === value);
      return known ? known.label[language] : String(value);
    }
  }
}
