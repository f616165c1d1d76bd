import { CHART_EVENTS, type ComputeRequest, type Duration, type KlineOhlcs } from '@signaldesk/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { type BarCounts, barCounts, openedOnNewest, QuotePage } from './pages/QuotePage.js';

const MEMBER_EMAIL = 'kept-chart-member@example.com';
/** A full chart answer; a shorter one is all the source has (a few days of 4-hour bars, the session so far). */
const FULL_ANSWER = 400;

/**
 * Makes the tab's kept answer of a series a bar behind the live one: its newest candle gone and, where the answer
 * was a full window, one older candle in front, as an answer taken a bar earlier would be. Answers its length and
 * newest time.
 */
function keepBarBehind(page: Page, series: string): Promise<{ length: number; newest: number }> {
  return page.evaluate(
    ({ key, full }) => {
      const kept = JSON.parse(sessionStorage.getItem(`chart.last:${key}`) ?? 'null') as { ohlcs: { rows: number[][] } } | null;
      if (!kept) throw new Error(`no kept answer of ${key}`);
      const rows = kept.ohlcs.rows;
      const wasFull = rows.length >= full;
      rows.pop();
      if (wasFull) {
        const [first, second] = rows as [number[], number[]];
        rows.unshift([first[0]! - (second[0]! - first[0]!), ...first.slice(1)]);
      }
      sessionStorage.setItem(`chart.last:${key}`, JSON.stringify(kept));
      return { length: rows.length, newest: rows[rows.length - 1]![0]! };
    },
    { key: series, full: FULL_ANSWER },
  );
}

/** Every socket.io frame is read as `42["event", payload]`; others (pings, the handshake) are not events. */
function eventOf(frame: string | Buffer): [string, unknown] | null {
  if (typeof frame !== 'string' || !frame.startsWith('42[')) return null;
  return JSON.parse(frame.slice(2)) as [string, unknown];
}

/** A chart the page asked for: in a `compute` event, or in the connection's handshake (`40{"token":…,"chart":…}`). */
function chartAskedIn(frame: string | Buffer): Partial<ComputeRequest> | null {
  if (typeof frame === 'string' && frame.startsWith('40{')) return (JSON.parse(frame.slice(2)) as { chart?: Partial<ComputeRequest> }).chart ?? null;
  const [event, request] = eventOf(frame) ?? [];
  return event === CHART_EVENTS.compute ? (request as ComputeRequest) : null;
}

describe('a kept chart answer and the live answer that replaces it', () => {
  let harness: Harness;
  let page: Page;
  let quote: QuotePage;
  /** The duration whose chart answers the server's side of the socket holds back until released. */
  let holding: Duration | null = null;
  const held: (() => void)[] = [];

  beforeAll(async () => {
    harness = await startHarness();
    ({ page } = await signedInPage(harness, MEMBER_EMAIL));
    await grantRole(harness, [MEMBER_EMAIL]);
    quote = new QuotePage(page);
    await page.routeWebSocket(/\/socket\.io\//, (socket) => {
      const server = socket.connectToServer();
      server.onMessage((frame) => {
        const [event, reply] = eventOf(frame) ?? [];
        if (holding && event === CHART_EVENTS.ohlcs && (reply as KlineOhlcs).duration === holding) held.push(() => socket.send(frame));
        else socket.send(frame);
      });
    });
  });

  afterAll(async () => {
    await harness?.close();
  });

  for (const duration of ['1d', '1wk', '4h', '1h', '5m', '1m', 'intraday'] as const) {
    it(`draws the kept ${duration} answer on its newest candles at once, then the live answer a bar on, on its newest candles`, async () => {
      await quote.open(`/apps/quote/folder/us/MSFT/${duration}`);
      await quote.waitForChart('MSFT', duration);
      await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(`chart.last:${key}`) !== null, `MSFT:${duration}`)).toBe(true);
      const live = await barCounts(page);
      const other = duration === '1d' ? '1wk' : '1d';
      await quote.chooseDuration(other);
      await quote.waitForChart('MSFT', other);
      const kept = await keepBarBehind(page, `MSFT:${duration}`);

      holding = duration;
      await quote.chooseDuration(duration);
      await page.locator(`[data-testid="quote-chart"][data-duration="${duration}"][data-status="ready"][data-kept]`).waitFor();
      await expect
        .poll(() => barCounts(page), { message: `${duration}: the kept answer, on its newest candles` })
        .toSatisfy((now: BarCounts) => now.newest === kept.newest && now.candles === kept.length && openedOnNewest(now));
      holding = null;
      for (const release of held.splice(0)) release();
      await expect
        .poll(() => barCounts(page), { message: `${duration}: the live answer, on its newest candles` })
        .toSatisfy((now: BarCounts) => now.newest > kept.newest && now.candles >= live.candles && openedOnNewest(now));
    });
  }

  it('asks once, on one connection, for a chart page opened directly, and draws its answer on its newest candles', async () => {
    const computes: Partial<ComputeRequest>[] = [];
    const connections: string[] = [];
    const fresh = await page.context().newPage();
    fresh.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      connections.push(socket.url());
      socket.on('framesent', ({ payload }) => {
        const asked = chartAskedIn(payload);
        if (asked) computes.push(asked);
      });
    });
    const freshQuote = new QuotePage(fresh);
    await freshQuote.open('/apps/quote/folder/us/AAPL/1wk');
    await freshQuote.waitForChart('AAPL', '1wk');
    await expect.poll(() => barCounts(fresh)).toSatisfy(openedOnNewest);
    // A switch asks for the next chart after anything the page asked for on opening.
    await freshQuote.chooseDuration('1d');
    await freshQuote.waitForChart('AAPL', '1d');
    const opening = computes.slice(0, computes.findIndex((request) => request.duration === '1d'));
    expect(opening.map(({ symbol, duration, live }) => ({ symbol, duration, live }))).toEqual([{ symbol: 'AAPL', duration: '1wk', live: true }]);
    // The chart's connection and the notifications bell's: no second chart connection.
    expect(connections.length).toBeLessThanOrEqual(2);
    await fresh.close();
  });
});
