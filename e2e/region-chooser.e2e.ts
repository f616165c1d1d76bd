import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { RegionChooser } from './pages/RegionChooser.js';

const ENGLISH_EMAIL = 'region-en@example.com';
const CHINESE_EMAIL = 'region-zh@example.com';

describe('the region chooser in the top bar', () => {
  let harness: Harness;
  const browsers = new Map<string, { context: BrowserContext; page: Page }>();

  beforeAll(async () => {
    harness = await startHarness();
    for (const [email, locale] of [
      [ENGLISH_EMAIL, 'en-US'],
      [CHINESE_EMAIL, 'zh-CN'],
    ] as const) {
      browsers.set(email, await signedInPage(harness, email, { locale }));
    }
    await grantRole(harness, [ENGLISH_EMAIL, CHINESE_EMAIL]);
  }, 180_000);

  afterAll(async () => {
    await harness?.close();
  });

  /**
   * Chooses Hong Kong on the heatmap, which switches at once, then finds the screener and the stock list on Hong Kong
   * too, and the choice still made after a reload.
   */
  async function chooseHongKong(page: Page, names: { all: string; hongKong: string }): Promise<void> {
    const region = new RegionChooser(page);
    await page.goto('/apps/heatmap');
    await page.locator('[data-testid="heatmap-region-ALL"][aria-pressed="true"]').waitFor();
    expect(await region.shown()).toBe(names.all);

    await region.choose(names.hongKong);
    await region.waitForHeatmap('HK', '.HK');

    await page.goto('/apps/strategy');
    await region.waitForRows('seek-row', 'HK');

    await page.goto('/apps/stock');
    await region.waitForRows('stock-row', 'HK');
    await page.locator('[data-testid="stock-folder-hk"][aria-selected="true"]').waitFor();

    // The screen's own filter still shows another market; the top bar keeps Hong Kong.
    await page.getByTestId('stock-folder-us').click();
    await region.waitForRows('stock-row', 'US');
    expect(await region.shown()).toBe(names.hongKong);

    await page.goto('/apps/heatmap');
    await page.reload();
    await region.waitForHeatmap('HK', '.HK');
    expect(await region.shown()).toBe(names.hongKong);
  }

  it('switches the heatmap, the screener and the stock list to Hong Kong in English, and keeps it after a reload and in another browser', async () => {
    const { context, page } = browsers.get(ENGLISH_EMAIL)!;
    await chooseHongKong(page, { all: 'All markets', hongKong: 'Hong Kong' });

    // Another browser holds only the session: the choice comes with the user from the server.
    const state = await context.storageState();
    const session = { ...state, origins: state.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter(({ name }) => name !== 'region') })) };
    const elsewhere = await harness.newContext({ storageState: session });
    const other = await elsewhere.newPage();
    await other.goto('/apps/stock');
    await new RegionChooser(other).waitForRows('stock-row', 'HK');
    expect(await new RegionChooser(other).shown()).toBe('Hong Kong');
    await elsewhere.close();
  }, 300_000);

  it('does the same in Chinese', async () => {
    const { page } = browsers.get(CHINESE_EMAIL)!;
    await chooseHongKong(page, { all: '全部市场', hongKong: '港股' });
  }, 300_000);
});
