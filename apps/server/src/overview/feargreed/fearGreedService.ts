import { type FearGreed, OVERVIEW, SYMBOL_TYPES } from '@signaldesk/contract';
import type { MarketProvider } from '@signaldesk/market-data';
import type { Db } from '../../db/database.js';
import type { MarketService } from '../../quotes/marketService.js';
import { type DailyBar, fearGreedDays } from './fearGreedMaths.js';

const DAY = 86_400;

/** The series the index reads: the S&P 500, the VIX, long Treasuries and gold, and SPY's option chain. */
export const FEAR_GREED_SERIES = { index: '^GSPC', vix: '^VIX', havens: ['TLT', 'GC=F'], options: 'SPY' } as const;

/** A year of bars before the first day of history, for the 52-week highs and lows; calendar days with a margin. */
const YEAR_BEFORE_DAYS = 380;
const OPTIONS_PATIENCE_MS = 8_000;

const toBar = (row: { ts: number; high: number; low: number; close: number; volume: number }): DailyBar => ({
  ts: Number(row.ts),
  high: Number(row.high),
  low: Number(row.low),
  close: Number(row.close),
  volume: Number(row.volume),
});

/** Put volume over call volume of the nearest expiry; null when the chain has no call volume. */
export function putCallRatio(chain: { calls: { volume: number }[]; puts: { volume: number }[] }): number | null {
  const calls = chain.calls.reduce((sum, c) => sum + (Number.isFinite(c.volume) ? c.volume : 0), 0);
  const puts = chain.puts.reduce((sum, p) => sum + (Number.isFinite(p.volume) ? p.volume : 0), 0);
  return calls > 0 ? puts / calls : null;
}

/** The index is recomputed at most hourly, or when the S&P 500 gets a new daily bar. */
const REFRESH_SECONDS = 3_600;

export class FearGreedService {
  private cached: { key: string; value: FearGreed | null } | null = null;
  private computing: Promise<FearGreed | null> | null = null;

  constructor(
    private readonly db: Db,
    private readonly market: MarketService,
    private readonly now: () => number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Today's index and its history; null when the stock index has no stored history yet. A year of the
   * whole market takes seconds to read, so once there is an index it is answered at once and the
   * next one computed in the background.
   */
  async index(): Promise<FearGreed | null> {
    const latest = await this.market.store.latestTs(FEAR_GREED_SERIES.index, '1d');
    const key = `${Math.floor(this.now() / REFRESH_SECONDS)}:${latest}`;
    if (this.cached?.key === key) return this.cached.value;
    const refresh = this.refresh(key);
    if (this.cached?.value) {
      refresh.catch(this.onError);
      return this.cached.value;
    }
    return refresh;
  }

  private refresh(key: string): Promise<FearGreed | null> {
    this.computing ??= this.compute()
      .then((value) => {
        this.cached = { key, value };
        return value;
      })
      .finally(() => {
        this.computing = null;
      });
    return this.computing;
  }

  private async compute(): Promise<FearGreed | null> {
    const now = this.now();
    const historyFrom = now - OVERVIEW.fearGreedHistoryDays * DAY;
    const barsFrom = historyFrom - YEAR_BEFORE_DAYS * DAY;
    const [index, vix, ...havens] = await Promise.all(
      [FEAR_GREED_SERIES.index, FEAR_GREED_SERIES.vix, ...FEAR_GREED_SERIES.havens].map((symbol) =>
        this.daily(symbol, barsFrom, now),
      ),
    );
    if (!index || index.length === 0) return null;
    const days = fearGreedDays(
      {
        index,
        vix: vix ?? [],
        havens: havens.filter((h) => h.length > 0),
        stocks: await this.stocks(barsFrom),
        putCallToday: await this.putCallToday(),
      },
      historyFrom,
    );
    const today = days.at(-1);
    if (!today) return null;
    return { ...today, history: days.map((day) => ({ ts: day.ts, score: day.score })) };
  }

  /** A reference series' stored daily bars, loaded from the source first if none are stored. */
  private async daily(symbol: string, from: number, now: number): Promise<DailyBar[]> {
    const { store } = this.market;
    if ((await store.count(symbol, '1d')) === 0) await this.market.update(symbol, '1d').catch(this.onError);
    return (await store.range(symbol, '1d', from, now + DAY)).map(toBar);
  }

  /** Every US stock's stored daily bars since `from`, in one read. */
  private async stocks(from: number): Promise<DailyBar[][]> {
    const rows = await this.db
      .selectFrom('candles')
      .innerJoin('symbols', 'symbols.symbol', 'candles.symbol')
      .select(['candles.symbol', 'candles.ts', 'candles.high', 'candles.low', 'candles.close', 'candles.volume'])
      .where('symbols.region', '=', 'US')
      .where('symbols.type', '=', SYMBOL_TYPES.stock)
      .where('candles.duration', '=', '1d')
      .where('candles.ts', '>=', from)
      .orderBy('candles.symbol')
      .orderBy('candles.ts')
      .execute();
    const bySymbol = new Map<string, DailyBar[]>();
    for (const row of rows) {
      const bars = bySymbol.get(row.symbol) ?? [];
      bars.push(toBar(row));
      bySymbol.set(row.symbol, bars);
    }
    return [...bySymbol.values()];
  }

  /**
   * SPY's put/call volume ratio from a real source's option chain; the demo market's chains are made up,
   * so offline (or when the chain does not come) the index uses its volume proxy.
   */
  private async putCallToday(): Promise<number | null> {
    if (this.market.demo) return null;
    const provider: MarketProvider = this.market.provider;
    const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), OPTIONS_PATIENCE_MS).unref());
    const chain = await Promise.race([provider.options(FEAR_GREED_SERIES.options).catch(() => null), timeout]);
    return chain ? putCallRatio(chain) : null;
  }
}
