import { describe, expect, it } from 'vitest';
import { generateDailyHistory } from '../../src/demo/dailyHistory.js';
import { DemoMarket } from '../../src/demo/index.js';
import { isOptionable } from '../../src/demo/optionChain.js';
import { ANCHOR_DAY, type Profile, profileOf } from '../../src/demo/profile.js';
import { blackScholes, PRICING_RATE } from '../../src/options/index.js';
import type { Candle, OptionChain, OptionContract } from '../../src/types.js';
import { SYMBOLS } from '../../src/universe/index.js';
import { TWINS } from '../../src/universe/twins.js';
import { NOW, utc } from './support.js';

/** Two moments: the fixed day the other demo tests use, and one well past the anchor day. */
const MOMENTS = [NOW, utc('2026-11-25T15:00Z')];
/** Prices are rounded to cents: a hundredth of the price of the cheapest stock. */
const ROUNDING = 0.01;
const YEAR = 365.25 * 86_400;

const daily = (market: DemoMarket, symbol: string, now: number) => market.candlesNow({ symbol, duration: '1d' }, now);

/** How far a symbol may stray from its level: its own band, or its leader's plus the twins' premium. */
function bandOf(profile: Profile): number {
  return profile.twin ? profileOf(profile.twin.leader).band + profile.twin.premium : profile.band;
}

describe('a believable demo market', () => {
  it('ends every history near its level and keeps it in a band around its centre', () => {
    const broken: string[] = [];
    for (const now of MOMENTS) {
      const market = new DemoMarket({ now: () => now });
      for (const { symbol } of SYMBOLS) {
        const profile = profileOf(symbol);
        const band = bandOf(profile) + ROUNDING;
        const bars = daily(market, symbol, now);
        const last = bars[bars.length - 1];
        if (!last || Math.abs(Math.log(last.close / profile.level)) > Math.min(band, Math.log(1.6) + ROUNDING)) {
          broken.push(`${symbol} ends at ${last?.close} against ${profile.level}`);
        }
        const anchor = ANCHOR_DAY * 86_400;
        // Before the anchor day the centre lies lower by the growth rate; from it on the centre is the level.
        const growth = profile.twin ? profileOf(profile.twin.leader).growth : profile.growth;
        for (const bar of bars) {
          const distance = Math.log(bar.close / profile.level);
          const below = (growth * Math.max(0, anchor - bar.ts)) / YEAR;
          if (distance > band || distance < -band - below - ROUNDING) {
            broken.push(`${symbol} at ${bar.close} on ${new Date(bar.ts * 1000).toISOString().slice(0, 10)}`);
            break;
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('moves share classes, A and H shares, and funds with their index, at a near constant ratio', () => {
    const now = MOMENTS[1] ?? NOW;
    const market = new DemoMarket({ now: () => now });
    const weekly = (symbol: string) => market.candlesNow({ symbol, duration: '1wk', from: now - 3 * YEAR }, now);
    for (const [follower, { leader, premium }] of TWINS) {
      const levels = profileOf(follower).level / profileOf(leader).level;
      // Row by row of the histories: each of the twin's days against the leader's latest day up to it.
      const twin = generateDailyHistory(follower, 2026);
      const led = generateDailyHistory(leader, 2026);
      let at = 0;
      for (let row = Math.max(0, twin.days.length - 750); row < twin.days.length; row++) {
        while (at + 1 < led.days.length && (led.days[at + 1] ?? 0) <= (twin.days[row] ?? 0)) at++;
        const ratio = (twin.close[row] ?? 0) / (led.close[at] ?? 0);
        expect(Math.abs(Math.log(ratio / levels)), `${follower}/${leader}`).toBeLessThan(premium + 0.005);
      }
      // Week by week, on the weeks both markets traded (a Golden Week shuts Shanghai but not Hong Kong).
      const a = weeklyCloses(weekly(follower));
      const b = weeklyCloses(weekly(leader));
      const weeks = [...a.keys()].filter((week) => b.has(week) && a.has(week - 1) && b.has(week - 1));
      const change = (closes: Map<number, number>) => weeks.map((w) => Math.log((closes.get(w) ?? 1) / (closes.get(w - 1) ?? 1)));
      // Across markets a move the H share misses on a holiday lands in its next week.
      const sameMarket = profileOf(follower).market === profileOf(leader).market;
      expect(correlation(change(a), change(b)), `${follower}/${leader}`).toBeGreaterThan(sameMarket ? 0.95 : 0.75);
    }
  });

  it('quotes every option chain of every optionable symbol free of arbitrage, with a smile and crowds at the money', async () => {
    const now = MOMENTS[1] ?? NOW;
    const market = new DemoMarket({ now: () => now });
    const broken: string[] = [];
    const optionable = SYMBOLS.filter((info) => isOptionable(profileOf(info.symbol)));
    expect(optionable.length).toBeGreaterThan(500);
    for (const { symbol } of optionable) {
      const first = await market.options(symbol);
      const chains: OptionChain[] = [];
      for (const expiry of first.dates) chains.push(await market.options(symbol, expiry));
      for (const chain of chains) for (const problem of chainProblems(chain, now)) broken.push(`${symbol} ${dayOf(chain.expiration)} ${problem}`);
      broken.push(...calendarProblems(symbol, chains, now));
    }
    expect(broken.slice(0, 20)).toEqual([]);
  });
});

const dayOf = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);

/** Years from now to the expiry's close, 16:00 in New York (20:00 or 21:00 UTC). */
const yearsTo = (expiration: number, now: number) => (expiration + 20.5 * 3600 - now) / (365 * 86_400);

function chainProblems(chain: OptionChain, now: number): string[] {
  const problems: string[] = [];
  const { underlyingPrice: spot, strikes, calls, puts } = chain;
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  for (const [kind, contracts] of [
    ['call', calls],
    ['put', puts],
  ] as const) {
    contracts.forEach((c, i) => {
      const intrinsic = Math.max(0, kind === 'call' ? spot - c.strike : c.strike - spot);
      check(c.bid >= 0 && c.bid <= c.ask, `${kind} ${c.strike} bid ${c.bid} ask ${c.ask}`);
      check(c.bid >= intrinsic - 1e-9, `${kind} ${c.strike} bid ${c.bid} below intrinsic ${intrinsic}`);
      check(c.lastPrice >= c.bid && c.lastPrice <= c.ask, `${kind} ${c.strike} last ${c.lastPrice} outside the spread`);
      check(c.ask <= (kind === 'call' ? spot : c.strike), `${kind} ${c.strike} ask ${c.ask} above its bound`);
      const previous = contracts[i - 1];
      if (!previous) return;
      // Calls cost less and puts more as the strike rises: bid, ask and last alike.
      const order = (a: number, b: number) => (kind === 'call' ? a <= b : a >= b);
      check(
        order(c.bid, previous.bid) && order(c.ask, previous.ask) && order(c.lastPrice, previous.lastPrice),
        `${kind} ${c.strike} out of order with ${previous.strike}`,
      );
    });
  }
  // The smile: the far downside is dearer than the money, and the curve has one trough, falling to it and rising after.
  const atm = strikes.reduce((best, k, i) => (Math.abs(k - spot) < Math.abs((strikes[best] ?? 0) - spot) ? i : best), 0);
  const iv = puts.map((p) => p.impliedVolatility);
  check((iv[0] ?? 0) > (iv[atm] ?? 0), `no skew: ${iv[0]} at ${strikes[0]} against ${iv[atm]} at the money`);
  const trough = iv.indexOf(Math.min(...iv));
  check(
    iv.every((v, i) => i === 0 || (i <= trough ? v <= (iv[i - 1] ?? 0) + 1e-4 : v >= (iv[i - 1] ?? 0) - 1e-4)),
    'a smile with more than one trough',
  );
  // Open interest and volume crowd near the money: weighted by them, strikes lie closer to it than the listed strikes do.
  const distance = strikes.map((k) => Math.abs(Math.log(k / spot)));
  const listed = mean(distance);
  for (const [what, pick] of [
    ['open interest', (c: OptionContract) => c.openInterest],
    ['volume', (c: OptionContract) => c.volume],
  ] as const) {
    const weights = strikes.map((_, i) => pick(calls[i] as OptionContract) + pick(puts[i] as OptionContract));
    const total = weights.reduce((s, w) => s + w, 0);
    const weighted = weights.reduce((s, w, i) => s + w * (distance[i] ?? 0), 0) / Math.max(1, total);
    check(total === 0 || weighted < listed, `${what} no nearer the money (${weighted.toFixed(3)}) than the strikes (${listed.toFixed(3)})`);
  }
  check(
    [...calls, ...puts].every((c) => c.openInterest > 0),
    'a contract without open interest',
  );
  check(yearsTo(chain.expiration, now) > 0, 'expired');
  return problems;
}

/** A later expiry is worth at least an earlier one at the same strike: on the quotes, and on the model at each implied volatility. */
function calendarProblems(symbol: string, chains: readonly OptionChain[], now: number): string[] {
  const problems: string[] = [];
  for (let j = 1; j < chains.length; j++) {
    const earlier = chains[j - 1] as OptionChain;
    const later = chains[j] as OptionChain;
    const spot = later.underlyingPrice;
    for (const kind of ['calls', 'puts'] as const) {
      const byStrike = new Map(earlier[kind].map((c) => [c.strike, c]));
      for (const c of later[kind]) {
        const before = byStrike.get(c.strike);
        if (!before) continue;
        const value = (contract: OptionContract, expiration: number) =>
          blackScholes(kind === 'calls' ? 'call' : 'put', {
            spot,
            strike: contract.strike,
            years: yearsTo(expiration, now),
            rate: PRICING_RATE,
            volatility: contract.impliedVolatility,
          });
        if (c.ask < before.bid || value(c, later.expiration) < value(before, earlier.expiration) - 0.01) {
          problems.push(`${symbol} ${kind} ${c.strike}: ${dayOf(later.expiration)} below ${dayOf(earlier.expiration)}`);
        }
      }
    }
  }
  return problems;
}

function mean(values: readonly number[]): number {
  return values.reduce((s, v) => s + v, 0) / Math.max(1, values.length);
}

/** Closes by week number since 1970 (weeks from Monday). */
function weeklyCloses(bars: readonly Candle[]): Map<number, number> {
  return new Map(bars.map((bar) => [Math.floor((bar.ts + 3 * 86_400) / (7 * 86_400)), bar.close]));
}

function correlation(a: readonly number[], b: readonly number[]): number {
  const ma = mean(a);
  const mb = mean(b);
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = (a[i] ?? 0) - ma;
    const y = (b[i] ?? 0) - mb;
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return ab / Math.sqrt(aa * bb);
}
