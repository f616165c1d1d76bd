/** Bars and market sources the market tests build by hand, so every expected number is known. */
import type { Candle, CandleRequest, MarketProvider, OptionChain } from '@signaldesk/market-data';
import { ProviderUnavailable, ProviderUnsupported } from '@signaldesk/market-data';

export const DAY = 86_400;

/** `count` bars `step` seconds apart from `start`, each closing `drift` above the one before. */
export function bars(count: number, start: number, step: number, first = 100, drift = 0.5, volume = 1_000): Candle[] {
  return Array.from({ length: count }, (_, i) => {
    const open = first + i * drift;
    const close = open + drift;
    return { ts: start + i * step, open, high: close + 1, low: open - 1, close, volume };
  });
}

export type Behaviour = 'answer' | 'timeout' | 'garbage' | 'rate-limit';

/**
 * A source whose answers a test scripts: one behaviour per call in turn (the last one repeats),
 * with bars made on the fly for the asked window.
 */
export class ScriptedSource implements MarketProvider {
  readonly name = 'scripted';
  calls: CandleRequest[] = [];
  script: Behaviour[] = ['answer'];

  constructor(private readonly barsFor: (request: CandleRequest) => Candle[]) {}

  async candles(request: CandleRequest): Promise<Candle[]> {
    const behaviour = this.script[Math.min(this.calls.length, this.script.length - 1)] ?? 'answer';
    this.calls.push(request);
    switch (behaviour) {
      case 'timeout':
        return new Promise<Candle[]>(() => undefined);
      case 'garbage':
        return [{ ts: 1, open: Number.NaN, high: 1, low: 1, close: 1, volume: 1 }];
      case 'rate-limit':
        throw new ProviderUnavailable('scripted', 0);
      default:
        return this.barsFor(request);
    }
  }

  async quotes(): Promise<never[]> {
    return [];
  }

  async options(): Promise<OptionChain> {
    throw new ProviderUnsupported('scripted', 'options');
  }

  async earnings(): Promise<never[]> {
    return [];
  }
}

/** Daily bars at 14:30 UTC (the New York open in winter) on weekdays, from `start` until the asked end. */
export function weekdayBars(request: CandleRequest, start: number, first = 100): Candle[] {
  const out: Candle[] = [];
  const from = Math.max(request.from ?? start, start);
  const to = request.to ?? start + 400 * DAY;
  let price = first;
  for (let day = Math.floor(start / DAY); day * DAY < to; day++) {
    const weekday = (day + 4) % 7;
    if (weekday === 0 || weekday === 6) continue;
    const ts = day * DAY + 14.5 * 3600;
    price += 0.25;
    if (ts >= from && ts < to) out.push({ ts, open: price - 0.25, high: price + 1, low: price - 1, close: price, volume: 1_000 });
  }
  return out;
}
