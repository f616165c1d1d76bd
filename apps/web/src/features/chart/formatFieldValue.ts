import type { Language } from '@signaldesk/contract';
import type { FieldDef } from '@signaldesk/indicators';

/**
 * Number formats by language and style, made once: the hover sheet formats about a hundred values per hovered
 * candle, and building an Intl.NumberFormat costs far more than using one.
 */
const formats = new Map<string, Intl.NumberFormat>();

function formatOf(language: Language, style: 'fixed' | 'upTo' | 'compact', digits: number): Intl.NumberFormat {
  const key = `${language}:${style}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    const locale = language === 'zh' ? 'zh-CN' : 'en-US';
    if (style === 'compact') format = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: digits });
    else format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: style === 'fixed' ? digits : 0 });
    formats.set(key, format);
  }
  return format;
}

/** Prices keep the digits that matter at their size: wave lines are small differences of prices. */
function price(value: number, language: Language): string {
  const size = Math.abs(value);
  if (size !== 0 && size < 1) return Number(value.toPrecision(4)).toString();
  return formatOf(language, 'upTo', size >= 100 ? 2 : 3).format(value);
}

/** A catalogue field's value as a trader reads it: its unit, or its enum label in the user's language; "—" while warming up. */
export function formatFieldValue(field: FieldDef, value: number | null | undefined, language: Language): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  const fixed = (digits: number) => formatOf(language, 'fixed', digits).format(value);
  switch (field.unit) {
    case 'percent':
      return `${fixed(2)}%`;
    case 'fraction':
      return `${formatOf(language, 'fixed', 2).format(value * 100)}%`;
    case 'degrees':
      return `${fixed(1)}°`;
    case 'price':
      return price(value, language);
    case 'volume':
      return formatOf(language, 'compact', 2).format(value);
    case 'ratio':
      return fixed(3);
    case 'count':
      return fixed(0);
    case 'enum': {
      const known = field.values?.find((entry) => entry.value === value);
      return known ? known.label[language] : String(value);
    }
  }
}
