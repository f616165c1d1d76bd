import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { QuotePage } from './pages/QuotePage.js';

const MEMBER_EMAIL = 'trade-markers@example.com';

interface Marker {
  text: string;
  time: number;
}

describe('a backtest trade opened on the quote chart', () => {
  let harness: Harness;
  let page: Page;
  let quote: QuotePage;

  beforeAll(async () => {
    harness = await startHarness();
    ({ page } = await signedInPage(harness, MEMBER_EMAIL));
    await grantRole(harness, [MEMBER_EMAIL]);
    quote = new QuotePage(page);
  });

  afterAll(async () => {
    await harness?.close();
  });

  const markers = async (): Promise<Marker[]> => JSON.parse((await page.getByTestId('chart-canvas').getAttribute('data-markers')) ?? '[]');

  it('marks the entry and exit bars the trade list links to, in English and in Chinese, and nothing without them', async () => {
    await quote.open('/apps/quote/folder/all/AAPL/1d');
    await quote.waitForChart('AAPL', '1d');
    expect(await markers()).toEqual([]);
    const entry = await quote.hoverAt(0.4);
    const exit = await quote.hoverAt(0.7);
    expect(exit).toBeGreaterThan(entry);

    await quote.open(`/apps/quote/folder/all/AAPL/1d?entry=${entry}&exit=${exit}`);
    await quote.waitForChart('AAPL', '1d');
    await page.waitForFunction(() => document.querySelector('[data-testid="chart-canvas"]')?.getAttribute('data-markers') !== '[]');
    const english = await markers();
    expect(english.map((marker) => marker.text)).toEqual(['Entry', 'Exit']);
    // The chart's times are on the exchange's clock: a change of summer time between them moves one by an hour.
    expect(Math.abs(english[1]!.time - english[0]!.time - (exit - entry))).toBeLessThanOrEqual(3600);

    await page.evaluate(() => localStorage.setItem('language', 'zh'));
    await page.reload();
    await quote.waitForChart('AAPL', '1d');
    await page.waitForFunction(() => document.querySelector('[data-testid="chart-canvas"]')?.getAttribute('data-markers') !== '[]');
    expect((await markers()).map((marker) => marker.text)).toEqual(['开仓', '平仓']);
  });

  it('pages in the history of a trade from years back and shows it where it happened', async () => {
    await quote.open('/apps/quote/folder/all/MSFT/1d');
    await quote.waitForChart('MSFT', '1d');
    const latestCandles = await quote.number('candles');
    // Spring 2019: far older than the 400 days a first answer holds.
    const entry = Date.UTC(2019, 2, 4, 14, 30) / 1000;
    const exit = Date.UTC(2019, 5, 3, 14, 30) / 1000;
    await quote.open(`/apps/quote/folder/all/MSFT/1d?entry=${entry}&exit=${exit}`);
    await quote.waitForChart('MSFT', '1d');
    await page.waitForFunction(() => JSON.parse(document.querySelector('[data-testid="chart-canvas"]')?.getAttribute('data-markers') ?? '[]').length === 2);
    expect(await quote.number('candles')).toBeGreaterThan(latestCandles);
    // The view went back to the trade: the candles of the years since lie right of it.
    await expect.poll(() => page.getByTestId('chart-canvas').getAttribute('data-bars-after').then(Number)).toBeGreaterThan(500);
  });
});
