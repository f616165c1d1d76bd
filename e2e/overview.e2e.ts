import { SYMBOLS } from '@signaldesk/market-data';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type Harness, signedInPage, startHarness } from './harness.js';
import { QuotePage } from './pages/QuotePage.js';

const USER_EMAIL = 'calendar-reader@example.com';

/** Rows of the economic table as (country, importance) pairs. */
const economicRows = (page: Page) =>
  page
    .getByTestId('economic-row')
    .evaluateAll((rows) =>
      rows.map((row) => ({ country: row.getAttribute('data-country'), importance: Number(row.getAttribute('data-importance')) })),
    );

describe('ranking, heatmap, calendars and the fear-greed index in the browser', () => {
  let harness: Harness;
  let superContext: BrowserContext;
  let superPage: Page;
  let userContext: BrowserContext;
  let userPage: Page;

  const signedIn = (email: string, options: BrowserContextOptions = {}) => signedInPage(harness, email, options);

  beforeAll(async () => {
    harness = await startHarness();
    ({ context: superContext, page: superPage } = await signedIn(ADMIN_EMAIL));
    ({ context: userContext, page: userPage } = await signedIn(USER_EMAIL));
  });

  afterAll(async () => {
    await userContext?.close();
    await superContext?.close();
    await harness?.close();
  });

  it('draws the whole market as a heatmap, reports the time, shows a tile on hover and opens its chart on click', async () => {
    await superPage.goto(`${harness.baseUrl}/apps/heatmap`);
    await superPage.getByTestId('heatmap-region-ALL').click();
    const heatmap = superPage.getByTestId('heatmap');
    await superPage.waitForFunction(
      () => Number(document.querySelector('[data-testid="heatmap"]')?.getAttribute('data-render-count')) > 900,
    );
    const count = Number(await heatmap.getAttribute('data-render-count'));
    const ms = Number(await heatmap.getAttribute('data-render-ms'));
    console.info(`[heatmap] ${count} tiles: layout and paint in ${ms.toFixed(1)} ms after the data arrived`);
    expect(count).toBe(SYMBOLS.filter((info) => info.cap > 0).length);

    await superPage.getByTestId('heatmap-region-US').click();
    await superPage.waitForFunction(
      () => Number(document.querySelector('[data-testid="heatmap"]')?.getAttribute('data-render-count')) < 900,
    );
    const placed: { symbol: string; x: number; y: number; width: number; height: number }[] = JSON.parse(
      (await heatmap.getAttribute('data-tiles')) ?? '[]',
    );
    const apple = placed.find((tile) => tile.symbol === 'AAPL');
    if (!apple) throw new Error('AAPL is not among the largest US tiles');
    const centre = { x: apple.x + apple.width / 2, y: apple.y + apple.height / 2 };
    await heatmap.hover({ position: centre });
    await superPage.getByTestId('heatmap-hover').getByText('AAPL').waitFor();
    await heatmap.click({ position: centre });
    await superPage.waitForURL('**/apps/quote/folder/us/AAPL');
    await superPage.waitForFunction(() => document.title.startsWith('AAPL'));
  });

  it('lets a plain user open the heatmap but not the ranking', async () => {
    await userPage.goto(`${harness.baseUrl}/apps/heatmap`);
    await userPage.getByTestId('heatmap-page').waitFor();
    await userPage.goto(`${harness.baseUrl}/apps/ranking/300`);
    await userPage.waitForURL((url) => !url.pathname.startsWith('/apps/ranking'));
  });

  it('opens the ranking, says so when the minimum cap is not a number, and opens a chart from a row', async () => {
    await superPage.goto(`${harness.baseUrl}/apps/ranking`);
    await superPage.waitForURL('**/apps/ranking/300');
    await superPage.getByTestId('ranking-gainers').waitFor();
    await superPage.goto(`${harness.baseUrl}/apps/ranking/lots`);
    await superPage.getByTestId('ranking-bad-mincap').getByText('must be a number').waitFor();
    // A stock's refresh computes its daily figures, so the ranking has a row to open.
    const quote = new QuotePage(superPage);
    await quote.open(`${harness.baseUrl}/apps/quote/folder/us/NVDA`);
    await quote.waitForChart('NVDA', '1d');
    await superPage.goto(`${harness.baseUrl}/apps/ranking/300`);
    const row = superPage.locator('[data-testid="ranking-active"] a', { hasText: 'NVDA' });
    await row.click();
    await superPage.waitForURL('**/apps/quote/folder/us/NVDA');
  });

  it('filters the economic calendar by country and importance', async () => {
    await userPage.goto(`${harness.baseUrl}/apps/calendar`);
    await userPage.getByTestId('economic-table').waitFor();
    const days = await userPage
      .locator('[data-testid^="day-"]')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-testid')));
    // Monday to Friday, and a weekend day where a release falls on one in the browser's time zone.
    expect(days.length).toBeGreaterThanOrEqual(5);
    // The busiest day of the week, so both filters have something to remove; every tab lists its times in order.
    let busiest = { id: '', rows: -1 };
    for (const id of days) {
      await userPage.getByTestId(id as string).click();
      const times = await userPage.getByTestId('economic-time').allTextContents();
      expect(times).toEqual([...times].sort());
      const rows = (await economicRows(userPage)).length;
      if (rows > busiest.rows) busiest = { id: id as string, rows };
    }
    await userPage.getByTestId(busiest.id).click();
    const all = await economicRows(userPage);
    expect(new Set(all.map((r) => r.country)).size).toBeGreaterThan(1);

    await userPage.getByTestId('country-US').click();
    const us = await economicRows(userPage);
    expect(us.every((r) => r.country === 'US')).toBe(true);
    expect(us.length).toBe(all.filter((r) => r.country === 'US').length);

    await userPage.getByTestId('country-US').click();
    await userPage.getByTestId('importance-2').click();
    await userPage.getByTestId('importance-1').click();
    const high = await economicRows(userPage);
    expect(high.every((r) => r.importance === 3)).toBe(true);
    expect(high.length).toBe(all.filter((r) => r.importance === 3).length);
  });

  it('lists the week’s earnings and shows the fear-greed explanation', async () => {
    await userPage.getByTestId('calendar-tab-earnings').click();
    await userPage.getByTestId('earnings-table').waitFor();
    await userPage.getByTestId('calendar-tab-fearGreed').click();
    await userPage.getByTestId('feargreed-explanation').getByText('125-day average').waitFor();
    await userPage.getByTestId('feargreed-score').waitFor();
  });

  it('refuses an answer that does not fit its call, with the request-failed text in English and in Chinese', async () => {
    for (const [locale, text] of [
      ['en-US', 'Request failed: /api/calendar/feargreedindex'],
      ['zh-CN', '请求失败: /api/calendar/feargreedindex'],
    ] as const) {
      // The app's service worker would fetch the call itself, out of the page's routes' reach. An address of its
      // own per language: sign-in codes to one address are spaced out.
      const { context, page } = await signedIn(`bad-answer-${locale}@example.com`, { locale, serviceWorkers: 'block' });
      try {
        await page.route('**/api/calendar/feargreedindex', (route) =>
          route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code: 0, data: { score: 'not a number' } }) }),
        );
        await page.goto(`${harness.baseUrl}/apps/calendar`);
        await page.getByTestId('calendar-tab-fearGreed').click();
        await page.getByTestId('feargreed-panel').getByText(text).waitFor();
        expect(await page.getByTestId('feargreed-score').count()).toBe(0);
      } finally {
        await context.close();
      }
    }
  });

  it('opens the quick news calendar drawer, 360 wide', async () => {
    await userPage.getByTestId('tool-calendar').click();
    await userPage.getByTestId('quick-calendar').waitFor();
    const width = await userPage
      .locator('.MuiDrawer-paper', { has: userPage.getByTestId('quick-calendar') })
      .evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(360);
  });
});
