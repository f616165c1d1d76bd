import { CHART_EVENTS, formatMessage, type KlineOhlcs } from '@signaldesk/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { LoginPage } from './pages/LoginPage.js';
import { QuotePage } from './pages/QuotePage.js';

const MEMBER_EMAIL = 'chart-member@example.com';
const USER_EMAIL = 'chart-user@example.com';
/** The demo market streams round the clock for crypto; the server's live ticker runs every 5 s. */
const LIVE_MS = 150_000;

interface ExportedChart {
  symbol: string;
  duration: string;
  candles: { ts: number; close: number }[];
}

describe('the quote chart in the browser', () => {
  let harness: Harness;
  let context: BrowserContext;
  let page: Page;
  let quote: QuotePage;

  beforeAll(async () => {
    harness = await startHarness();
    ({ context, page } = await signedInPage(harness, MEMBER_EMAIL, { acceptDownloads: true }));
    await grantRole(harness, [MEMBER_EMAIL]);
    quote = new QuotePage(page);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('sends /apps/quote to the all folder, which asks for a symbol and lists the market', async () => {
    await page.goto('/apps/quote');
    await page.waitForURL('**/apps/quote/folder/all');
    await page.getByTestId('no-symbol').getByText('No symbol selected').waitFor();
    await page.getByTestId('quote-symbol').first().waitFor();
    await page.goto('/apps/quote/label/ai');
    await page.getByTestId('quote-list').getByText('No symbols in this list.').waitFor();
  });

  it('opens a symbol with about 150 candles, names the page after it and shows exchange time', async () => {
    await quote.open('/apps/quote/folder/us/AAPL');
    await quote.waitForChart('AAPL', '1d');
    expect(await quote.number('candles')).toBeGreaterThanOrEqual(100);
    expect(await page.title()).toBe('AAPL - SignalDesk');
    expect(await page.getByTestId('chart-time-zone').textContent()).toContain('America/New_York');
    await page.getByTestId('static-sheet').waitFor();
    await page.getByTestId('sidebar-sheet').getByText('Quadrant (small wave)').waitFor();
  }, 120_000);

  it('changes duration through the tabs and the URL follows', async () => {
    await quote.chooseDuration('1wk');
    await page.waitForURL('**/apps/quote/folder/us/AAPL/1wk');
    await quote.waitForChart('AAPL', '1wk');
  }, 120_000);

  it('loads older candles when the chart is scrolled to its oldest one', async () => {
    const before = await quote.number('candles');
    await expect.poll(() => quote.dragAndCountCandles(), { timeout: 60_000 }).toBeGreaterThan(before);
  }, 90_000);

  it('opens an in-content link with a trailing slash', async () => {
    await quote.open('/apps/quote/folder/all/%5EGSPC/1wk/');
    await quote.waitForChart('^GSPC', '1wk');
    expect(await page.title()).toBe('^GSPC - SignalDesk');
    await quote.open('/apps/quote/folder/us/AAPL/1wk');
    await quote.waitForChart('AAPL', '1wk');
  }, 120_000);

  it('replays from a double-clicked candle, steps with buttons and keys, and restores', async () => {
    const clicked = await quote.replayAt(0.5);
    await expect.poll(() => quote.replayState()).toContain('Replay up to');
    expect(await quote.number('window-end')).toBe(clicked);
    expect(await quote.number('window')).toBeLessThan(await quote.number('candles'));
    await quote.stepBack();
    const previous = await quote.number('window-end');
    expect(previous).toBeLessThan(clicked);
    await quote.stepForward();
    expect(await quote.number('window-end')).toBe(clicked);
    await page.keyboard.press('ArrowLeft');
    expect(await quote.number('window-end')).toBe(previous);
    await page.keyboard.press('ArrowRight');
    expect(await quote.number('window-end')).toBe(clicked);
    await quote.restore();
    expect(await quote.number('window')).toBe(await quote.number('candles'));
    expect(await quote.replayState()).toContain('Double-click a candle');
  });

  it('exports the series as JSON and as a table and reads the files back', async () => {
    const json = await quote.download('chart-export-json');
    expect(json.name).toBe('Apple_AAPL_1wk.json');
    const exported = JSON.parse(json.text) as ExportedChart;
    expect(exported.symbol).toBe('AAPL');
    expect(exported.candles).toHaveLength(await quote.number('window'));

    const csv = await quote.download('chart-export-csv');
    expect(csv.name).toBe('Apple_AAPL_1wk.csv');
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toMatch(/^time,ts,open,high,low,close,volume,candle\.close,/);
    expect(lines[0]).toContain('sine.quadrant');
    expect(lines).toHaveLength(exported.candles.length + 1);
    const lastRow = lines.at(-1)!.split(',');
    expect(Number(lastRow[1])).toBe(exported.candles.at(-1)!.ts);
    expect(Number(lastRow[5])).toBe(exported.candles.at(-1)!.close);
  });

  it('saves a screenshot named name_symbol_duration', async () => {
    const picture = await quote.download('chart-screenshot');
    expect(picture.name).toBe('Apple_AAPL_1wk.png');
    expect(picture.text.slice(1, 4)).toBe('PNG');
  });

  it('reads the hovered candle in the hover sheet', async () => {
    const json = JSON.parse((await quote.download('chart-export-json')).text) as ExportedChart;
    const ts = await quote.hoverAt(0.3);
    const hovered = json.candles.find((candle) => candle.ts === ts);
    expect(hovered).toBeDefined();
    expect(ts).not.toBe(json.candles.at(-1)!.ts);
    const close = Number((await quote.hoverValue('candle.close')).replaceAll(',', ''));
    expect(close).toBeCloseTo(hovered!.close, 1);
    expect(await quote.hoverValue('sine.quadrant')).toMatch(/^[A-D]: /);
  });

  it('updates the last bar live', async () => {
    await quote.open('/apps/quote/folder/usd/BTC-USD/1m');
    await quote.waitForChart('BTC-USD', '1m');
    await expect.poll(() => quote.number('live-ticks'), { timeout: LIVE_MS, interval: 1_000 }).toBeGreaterThan(0);
  }, LIVE_MS + 60_000);

  it('shows the server\'s message when a chart has no candles, and Refresh asks again a second later', async () => {
    const emptyPage = await context.newPage();
    const computeTimes: number[] = [];
    let emptied = false;
    // The socket is routed through the test so the first chart answer can arrive empty, as from a source with no bars yet.
    await emptyPage.routeWebSocket(/\/socket\.io\//, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((frame) => {
        if (typeof frame === 'string' && frame.startsWith(`42["${CHART_EVENTS.compute}"`)) computeTimes.push(Date.now());
        server.send(frame);
      });
      server.onMessage((frame) => {
        if (!emptied && typeof frame === 'string' && frame.startsWith(`42["${CHART_EVENTS.ohlcs}"`)) {
          const [event, reply] = JSON.parse(frame.slice(2)) as [string, KlineOhlcs];
          if (reply.mode === 'list') {
            emptied = true;
            const msg = formatMessage('noCandles', 'en', { symbol: reply.symbol, duration: reply.duration });
            socket.send(`42${JSON.stringify([event, { ...reply, ohlcs: { fields: [], rows: [] }, msg }])}`);
            return;
          }
        }
        socket.send(frame);
      });
    });
    const emptyQuote = new QuotePage(emptyPage);
    await emptyQuote.open('/apps/quote/folder/us/MSFT');
    await emptyPage.getByTestId('chart-empty').getByText('No candles for MSFT 1d yet, press Refresh').waitFor({ timeout: 90_000 });
    const refreshCall = emptyPage.waitForRequest((request) => request.url().endsWith('/api/quote/refresh'));
    const clickedAt = Date.now();
    await emptyPage.getByTestId('chart-refresh').click();
    expect((await refreshCall).postDataJSON()).toEqual({ symbol: 'MSFT', duration: '1d' });
    await emptyQuote.waitForChart('MSFT', '1d');
    const again = computeTimes.filter((time) => time >= clickedAt);
    expect(again).toHaveLength(1);
    expect(again[0]! - clickedAt).toBeGreaterThanOrEqual(1_000);
    expect(await emptyQuote.number('candles')).toBeGreaterThanOrEqual(100);
    await emptyPage.close();
  });

  it('sends a plain user to /403', async () => {
    const userContext = await harness.newContext();
    const userPage = await userContext.newPage();
    await new LoginPage(userPage, harness.mailbox).open();
    await new LoginPage(userPage, harness.mailbox).signIn(USER_EMAIL);
    await userPage.goto('/apps/quote/folder/all/AAPL');
    await userPage.waitForURL('**/403');
    await userPage.getByTestId('no-access').waitFor();
    await userContext.close();
  });
});
