import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { QuotePage } from './pages/QuotePage.js';
import { CHANGE_CELLS, type Hue, RiseFallColours } from './pages/RiseFallColours.js';

const ENGLISH_EMAIL = 'colours-en@example.com';
const CHINESE_EMAIL = 'colours-zh@example.com';
const CHART = '/apps/quote/folder/us/AAPL';
/** Where along the chart candles are hovered: far enough apart to be different candles. */
const FRACTIONS = [0.25, 0.35, 0.45, 0.55, 0.65, 0.75, 0.85];

type Convention = { rise: Hue; fall: Hue };
const GREEN_UP: Convention = { rise: 'green', fall: 'red' };
const RED_UP: Convention = { rise: 'red', fall: 'green' };

interface ExportedCandle {
  ts: number;
  open: number;
  close: number;
}

describe('rise and fall colours', () => {
  let harness: Harness;

  const browsers = new Map<string, { context: BrowserContext; page: Page }>();

  beforeAll(async () => {
    harness = await startHarness();
    for (const [email, locale] of [
      [ENGLISH_EMAIL, 'en-US'],
      [CHINESE_EMAIL, 'zh-CN'],
    ] as const) {
      browsers.set(email, await signedInPage(harness, email, { locale, acceptDownloads: true }));
    }
    await grantRole(harness, [ENGLISH_EMAIL, CHINESE_EMAIL]);
  }, 180_000);

  afterAll(async () => {
    await harness?.close();
  });

  const signedIn = (email: string) => browsers.get(email)!;

  /** Opens the chart and answers its candles, read from the chart's own JSON export. */
  async function openChart(page: Page): Promise<ExportedCandle[]> {
    const quote = new QuotePage(page);
    await quote.open(CHART);
    await quote.waitForChart('AAPL', '1d');
    return (JSON.parse((await quote.download('chart-export-json')).text) as { candles: ExportedCandle[] }).candles;
  }

  /** Hovers candles along the chart and checks each is drawn in its direction's colour; both directions must occur. */
  async function expectCandles(page: Page, candles: ExportedCandle[], convention: Convention): Promise<void> {
    const quote = new QuotePage(page);
    const colours = new RiseFallColours(page);
    const seen = new Set<string>();
    for (const fraction of FRACTIONS) {
      const ts = await quote.hoverAt(fraction);
      const candle = candles.find((c) => c.ts === ts);
      expect(candle, `candle at ${ts}`).toBeDefined();
      const direction = candle!.close >= candle!.open ? 'rise' : 'fall';
      seen.add(direction);
      expect(await colours.candleUnderCrosshair(), `${direction} candle at ${fraction} of the chart`).toBe(convention[direction]);
    }
    expect([...seen].sort()).toEqual(['fall', 'rise']);
  }

  /** Opens the ranking: each change of its gainers and losers takes its direction's colour. */
  async function openRanking(page: Page, convention: Convention): Promise<void> {
    await page.goto('/apps/ranking/300');
    await expectRanking(page, convention);
  }

  async function expectRanking(page: Page, convention: Convention): Promise<void> {
    const colours = new RiseFallColours(page);
    await page.locator(CHANGE_CELLS).first().waitFor();
    await expect
      .poll(async () => {
        const changes = await colours.rankingChanges();
        return changes.length > 0 && changes.every(({ text, hue }) => hue === convention[/^[-−]/.test(text.trim()) ? 'fall' : 'rise']);
      })
      .toBe(true);
  }

  it('shows green up in English, switches to red up at once from the settings menu, and keeps it after a reload and in another browser', async () => {
    const { context, page } = signedIn(ENGLISH_EMAIL);
    const colours = new RiseFallColours(page);
    const candles = await openChart(page);
    await expectCandles(page, candles, GREEN_UP);
    await colours.choose('redUp', 'Settings');
    await expectCandles(page, candles, RED_UP);

    await openRanking(page, RED_UP);
    await colours.choose('greenUp', 'Settings');
    await expectRanking(page, GREEN_UP);
    await colours.choose('redUp', 'Settings');
    await expectRanking(page, RED_UP);

    await page.reload();
    await expectRanking(page, RED_UP);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    expect(await colours.checked()).toBe('redUp');
    await page.keyboard.press('Escape');
    await expectCandles(page, await openChart(page), RED_UP);

    // Another browser holds only the session: the choice comes with the user from the server.
    const state = await context.storageState();
    expect(state.origins.some((o) => o.localStorage.some(({ name }) => name === 'riseFallColours'))).toBe(true);
    const session = { ...state, origins: state.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter(({ name }) => name !== 'riseFallColours') })) };
    const elsewhere = await harness.newContext({ storageState: session, acceptDownloads: true });
    const other = await elsewhere.newPage();
    await expectCandles(other, await openChart(other), RED_UP);
    await openRanking(other, RED_UP);
    await elsewhere.close();
  }, 300_000);

  it('shows red up in Chinese until the trader chooses', async () => {
    const { page } = signedIn(CHINESE_EMAIL);
    const colours = new RiseFallColours(page);
    await expectCandles(page, await openChart(page), RED_UP);
    await openRanking(page, RED_UP);
    await page.getByRole('button', { name: '设置', exact: true }).click();
    expect(await colours.checked()).toBe('redUp');
    expect(await page.getByTestId('setting-rise-fall-greenUp').textContent()).toBe('绿涨红跌');
    await page.keyboard.press('Escape');
    await colours.choose('greenUp', '设置');
    await expectRanking(page, GREEN_UP);
    await expectCandles(page, await openChart(page), GREEN_UP);
  }, 300_000);
});
