import type { ChartCandle, Duration, Language } from '@signaldesk/contract';
import { type PanelField, panelFields } from '@signaldesk/format';
import { desktopText } from '../texts.js';
import type { ServedSeries } from './seriesStore.js';

export interface Panel {
  symbol: string;
  duration: Duration;
  language: Language;
  /** Opening time of the latest bar, epoch seconds. */
  ts: number;
  fetchedAt: number;
  /** Seconds since the product answered these data. */
  ageSeconds: number;
  offline: boolean;
  demo: boolean;
  /** Why the data may not be current, in the asked language; absent when they are. */
  notice?: string;
  fields: PanelField[];
}

export function dataAge(seconds: number, language: Language): string {
  if (seconds < 3600) return desktopText('ageMinutes', language, { count: Math.max(1, Math.round(seconds / 60)) });
  if (seconds < 2 * 86_400) return desktopText('ageHours', language, { count: Math.round(seconds / 3600) });
  return desktopText('ageDays', language, { count: Math.round(seconds / 86_400) });
}

/** A notice when the data did not come from the product just now: offline from the cache, or none at all. */
export function seriesNotice(series: ServedSeries, language: Language, now: number): string | undefined {
  if (series.offline) return desktopText('servedFromCache', language, { age: dataAge(now - series.fetchedAt, language) });
  if (series.candles.length === 0) return desktopText('noCandles', language, { symbol: series.symbol, duration: series.duration });
  return undefined;
}

/** The latest bar's analysis fields, named as on the quote screen, with the series' age. */
export function buildPanel(series: ServedSeries, language: Language, now: number): Panel {
  const latest: ChartCandle | undefined = series.candles.at(-1);
  const notice = seriesNotice(series, language, now);
  return {
    symbol: series.symbol,
    duration: series.duration,
    language,
    ts: latest?.ts ?? 0,
    fetchedAt: series.fetchedAt,
    ageSeconds: Math.max(0, now - series.fetchedAt),
    offline: series.offline,
    demo: series.demo,
    ...(notice ? { notice } : {}),
    fields: latest ? panelFields(latest, series.symbol, series.duration, language) : [],
  };
}
