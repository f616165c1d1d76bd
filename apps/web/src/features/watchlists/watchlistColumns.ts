import { type Duration, type Language, screenerField, type WatchlistColumn, type WatchlistRow } from '@signaldesk/contract';
import { formatFieldValue, formatPercent, formatPrice, formatVolume } from '@signaldesk/format';
import type { FieldDef, IndicatorId } from '@signaldesk/indicators';
import type { TFunction } from 'i18next';
import { formatDay } from '../calendar/calendarFormat.js';
import { formatReading, indicatorTitle, shownOutputs } from '../indicators/indicatorLines.js';
import { type ChartIndicator, newIndicator } from '../indicators/indicatorStorage.js';

type IndicatorColumn = Extract<WatchlistColumn, { kind: 'indicator' }>;

/** The chart's durations a column reads, in the order of its tabs; its intraday view reads the 1-minute bars, here already. */
export const COLUMN_DURATIONS: readonly Duration[] = ['1d', '1wk', '4h', '1h', '30m', '15m', '5m', '1m'];

/** What a cell shows with no value yet: a symbol without that quote, or a reading still warming up. */
const NO_VALUE = '—';

export const fieldDurations = (field: FieldDef): Duration[] => COLUMN_DURATIONS.filter((duration) => (field.durations as readonly string[]).includes(duration));

const indicatorOf = (column: IndicatorColumn) => column.indicator.indicator as IndicatorId;

/** The lines of an indicator a column may show: its own value for a one-line indicator, a choice for the rest. */
export const columnLines = (indicator: IndicatorId): string[] => shownOutputs(indicator).map((output) => output.line);

/**
 * A column's header in the reader's language: "Last", "K · Day", "RSI 14 · Day", "MACD 12 26 9 Signal · 1 h". An
 * indicator's line is named only when it has several, as the chart's legend names them.
 */
export function columnLabel(column: WatchlistColumn, language: Language, t: TFunction): string {
  switch (column.kind) {
    case 'quote':
      return t(`watchlist:quote.${column.field}`);
    case 'earnings':
      return t('watchlist:earnings');
    case 'field':
      return `${screenerField(column.field)?.name[language] ?? column.field} · ${t(`chart:durations.${column.duration}`)}`;
    case 'indicator': {
      const indicator = indicatorOf(column);
      const title = indicatorTitle({ indicator, settings: column.indicator.settings }, (value) => t(`indicators:anchors.${value}`));
      const line = columnLines(indicator).length > 1 ? ` ${t(`indicators:lines.${column.line}`)}` : '';
      return `${title}${line} · ${t(`chart:durations.${column.duration}`)}`;
    }
  }
}

/** A cell as the rest of the product writes the same figure: prices to the symbol's decimals, volumes compact. */
export function cellText(column: WatchlistColumn, value: WatchlistRow['values'][number] | undefined, language: Language, symbol: string): string {
  if (value === undefined || value === null) return NO_VALUE;
  switch (column.kind) {
    case 'quote':
      if (column.field === 'dayRange') {
        return Array.isArray(value) ? `${formatPrice(value[0], language, 0, symbol)} – ${formatPrice(value[1], language, 0, symbol)}` : NO_VALUE;
      }
      if (typeof value !== 'number') return NO_VALUE;
      if (column.field === 'last') return formatPrice(value, language, 0, symbol);
      return column.field === 'changePercent' ? formatPercent(value, language) : formatVolume(value, language);
    case 'earnings':
      return typeof value === 'string' && /^\d{8}$/.test(value) ? formatDay(value, language) : NO_VALUE;
    case 'field': {
      const field = screenerField(column.field);
      return field && typeof value === 'number' ? formatFieldValue(field, value, language) : NO_VALUE;
    }
    case 'indicator':
      return typeof value === 'number' ? formatReading(indicatorOf(column), value, language, 0) : NO_VALUE;
  }
}

/** Whether two columns show the same figure, an indicator's by its settings, line and duration rather than its id. */
export function sameColumn(a: WatchlistColumn, b: WatchlistColumn): boolean {
  if (a.kind === 'indicator' && b.kind === 'indicator') {
    return (
      a.indicator.indicator === b.indicator.indicator &&
      a.line === b.line &&
      a.duration === b.duration &&
      JSON.stringify(a.indicator.settings) === JSON.stringify(b.indicator.settings)
    );
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A column of one line of an indicator, kept as the chart keeps an instance, with an id no other column holds. */
export function indicatorColumn(
  columns: readonly WatchlistColumn[],
  indicator: IndicatorId,
  settings: ChartIndicator['settings'],
  line: string,
  duration: Duration,
): IndicatorColumn {
  const others = columns.flatMap((column) => (column.kind === 'indicator' ? [column.indicator as ChartIndicator] : []));
  return { kind: 'indicator', indicator: { ...newIndicator(others, indicator), settings }, line, duration };
}
