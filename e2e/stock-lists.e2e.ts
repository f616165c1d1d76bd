import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type Harness, signedInPage, startHarness } from './harness.js';
import { AdminUsersPage } from './pages/AdminUsersPage.js';

const MEMBER_EMAIL = 'lists@example.com';

/** The symbols of the stock list's rows, in order. */
const rowSymbols = (page: Page) => page.getByTestId('stock-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-symbol')));

describe('stock list, favourites, labels and featured ideas in the browser', () => {
  let harness: Harness;
  let superContext: BrowserContext;
  let superPage: Page;
  let memberContext: BrowserContext;
  let page: Page;

  const signedIn = (email: string) => signedInPage(harness, email);

  /** Waits until the list shows rows and every row has these attribute values (symbol, type, region). */
  const waitForRows = (wanted: { symbol?: string; type?: string; region?: string }) =>
    page.waitForFunction((attributes) => {
      const rows = [...document.querySelectorAll('[data-testid="stock-row"]')];
      return rows.length > 0 && rows.every((row) => Object.entries(attributes).every(([key, value]) => row.getAttribute(`data-${key}`) === value));
    }, wanted);

  beforeAll(async () => {
    harness = await startHarness();
    ({ context: superContext, page: superPage } = await signedIn(ADMIN_EMAIL));
    ({ context: memberContext, page } = await signedIn(MEMBER_EMAIL));
    const users = new AdminUsersPage(superPage);
    await users.open();
    await users.changeRole(MEMBER_EMAIL, 'Member');
  });

  afterAll(async () => {
    await superContext?.close();
    await memberContext?.close();
    await harness?.close();
  });

  it('filters the stock list by folder, filter and text, and says so for an unknown folder', async () => {
    await page.goto('/apps/stock');
    await page.getByTestId('stock-row').first().waitFor();
    expect(await page.getByTestId('stock-meta-admin').count()).toBe(0);

    await page.getByTestId('stock-folder-hk').click();
    await page.waitForURL('**/apps/stock?folder=hk');
    await waitForRows({ region: 'HK' });

    await page.getByTestId('stock-folder-us').click();
    await page.waitForURL('**/apps/stock?folder=us');
    await page.getByTestId('stock-filter-etf').click();
    await page.waitForURL(/folder=us&filter=etf/);
    await waitForRows({ region: 'US', type: '2' });
    expect(await rowSymbols(page)).toContain('SPY');

    await page.goto('/apps/stock?folder=mars');
    await page.getByText('There is no folder called mars').waitFor();
  });

  it('follows a symbol, finds it under the fav filter, and opens its chart in one click', async () => {
    await page.goto('/apps/stock?folder=us&q=TSLA');
    await waitForRows({ symbol: 'TSLA' });
    await page.getByTestId('stock-row').first().getByTestId('stock-follow').click();
    await page.getByText('Following TSLA').waitFor();
    await page.getByTestId('stock-filter-fav').click();
    await page.waitForURL(/filter=fav/);
    await page.getByTestId('stock-search').fill('');
    await waitForRows({ symbol: 'TSLA' });
    expect(await rowSymbols(page)).toEqual(['TSLA']);

    await page.getByTestId('stock-row').first().click();
    await page.waitForURL('**/apps/quote/folder/us/TSLA');
    await page.goto('/apps/quote/fav/follow');
    await page.getByTestId('quote-symbol').and(page.locator('[data-symbol="TSLA"]')).waitFor();
  });

  it('lists an index by its chip: the Dow Jones 30 members, titled by the index', async () => {
    await page.goto('/apps/stock');
    await page.getByTestId('index-chip').and(page.locator('[data-slug="dow30"]')).getByText('Dow Jones 30 · 30').click();
    await page.waitForURL('**/apps/stock/tag/dow30');
    await page.getByText('Stocks · Dow Jones 30').waitFor();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="stock-row"]')].map((row) => row.getAttribute('data-symbol'));
      return rows.includes('AAPL') && rows.includes('JPM') && !rows.includes('TSLA');
    });
  });

  it('lets super write a stock meta whose tag becomes a label and whose intro shows on the stock', async () => {
    await superPage.goto('/apps/stock');
    await superPage.getByTestId('stock-meta-admin').click();
    await superPage.getByTestId('meta-new').click();
    await superPage.getByTestId('meta-symbol').fill('TSLA');
    await superPage.getByTestId('meta-tags').fill('Electric Cars');
    await superPage.getByTestId('meta-intro').fill('Electric cars and batteries.');
    await superPage.getByTestId('meta-save').click();
    await superPage.getByTestId('stock-meta-row').and(superPage.locator('[data-symbol="TSLA"]')).waitFor();

    await page.goto('/apps/stock');
    await page.getByTestId('label-chip').and(page.locator('[data-slug="electric-cars"]')).click();
    await page.waitForURL('**/apps/stock/tag/electric-cars');
    await waitForRows({ symbol: 'TSLA' });
    await page.getByTestId('stock-row').first().getByTestId('stock-details').click();
    await page.getByTestId('stock-intro').getByText('Electric cars and batteries.').waitFor();
  });

  it('lets super add a featured idea and push it; members get it in the messenger and read it without the admin buttons', async () => {
    await page.goto('/apps/messenger');
    await page.getByTestId('messenger-choose').waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('setting-bell').click();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();

    await superPage.goto('/apps/featured');
    await superPage.getByTestId('featured-add').click();
    await superPage.getByTestId('featured-symbol').fill('NVDA');
    await superPage.getByTestId('featured-title').fill('Breakout over the band');
    await superPage.getByTestId('featured-reason').fill('Bull band order and phase C on the large wave.');
    await superPage.getByTestId('featured-tags').fill('AI');
    await superPage.getByTestId('featured-save').click();
    const card = superPage.getByTestId('featured-card').and(superPage.locator('[data-symbol="NVDA"]'));
    await card.getByTestId('featured-pushed').and(superPage.locator('[data-pushed="0"]')).waitFor();
    await card.getByTestId('featured-push').click();
    await superPage.getByTestId('confirm').click();
    await card.getByTestId('featured-pushed').and(superPage.locator('[data-pushed="1"]')).waitFor();

    await page.getByText('Featured ideas has new messages').waitFor();
    await page.locator('[data-testid="bell-unread"] .MuiBadge-badge', { hasText: '1' }).waitFor();
    const session = page.locator('[data-testid="messenger-session"][data-session="featured"]');
    await session.getByText('Featured ideas').waitFor();
    await session.locator('[data-testid="messenger-unread"] .MuiBadge-badge', { hasText: '1' }).waitFor();
    await session.click();
    await page.waitForURL('**/apps/messenger/featured');
    const message = page.getByTestId('messenger-thread').getByTestId('messenger-message').and(page.locator('[data-type="featured"]'));
    await message.getByText('Breakout over the band').waitFor();
    await message.getByText('Bull band order and phase C on the large wave.').waitFor();
    await page.locator('[data-testid="bell-unread"] .MuiBadge-invisible').waitFor({ state: 'attached' });
    await message.getByRole('link', { name: 'Open the chart' }).click();
    await page.waitForURL('**/apps/quote/folder/all/NVDA/1d');

    await page.goto('/apps/featured/ai');
    const seen = page.getByTestId('featured-card').and(page.locator('[data-symbol="NVDA"]'));
    await seen.getByText('Bull band order and phase C on the large wave.').waitFor();
    expect(await seen.getByTestId('featured-pushed').getAttribute('data-pushed')).toBe('1');
    expect(await page.getByTestId('featured-push').count()).toBe(0);
    expect(await page.getByTestId('featured-add').count()).toBe(0);
    await seen.getByTestId('featured-chart').click();
    await page.waitForURL('**/apps/quote/folder/us/NVDA');
  });

  it('assesses the symbols whose daily indicators are computed, with their reasons, and is empty for an unknown label', async () => {
    await page.goto('/apps/assess');
    const tesla = page.getByTestId('assess-row').and(page.locator('[data-symbol="TSLA"]'));
    await tesla.waitFor();
    expect(await tesla.getByTestId('assess-reasons').locator('li').count()).toBe(5);
    await page.getByTestId('assess-sort-symbol').click();
    await page.locator('th[aria-sort="ascending"]').getByText('Symbol').waitFor();
    await page.waitForFunction(() => {
      const symbols = [...document.querySelectorAll('[data-testid="assess-row"]')].map((row) => row.getAttribute('data-symbol') ?? '');
      return symbols.length > 0 && symbols.every((symbol, i) => i === 0 || (symbols[i - 1] ?? '') <= symbol);
    });
    await page.goto('/apps/assess/tag/electric-cars');
    await tesla.waitFor();
    expect(await page.getByTestId('assess-row').count()).toBe(1);
    await page.goto('/apps/assess/tag/no-such-label');
    await page.getByText('No stock carries the label no-such-label.').waitFor();
  });

  it('colours the verdicts by the rise/fall convention: bullish green in English, red in Chinese', async () => {
    /** Each chip's verdict, MUI colour and label. */
    const chips = () =>
      page.getByTestId('assess-verdict').evaluateAll((all) =>
        all.map((chip) => ({ verdict: chip.getAttribute('data-verdict'), colour: /MuiChip-color(\w+)/.exec(chip.className)?.[1], label: chip.textContent })),
      );
    const expectColours = async (rise: string, fall: string, bullLabel: string) => {
      const seen = await chips();
      expect(seen.some((chip) => chip.verdict !== 'neutral')).toBe(true);
      for (const chip of seen) {
        if (chip.verdict === 'bull' || chip.verdict === 'leanBull') expect(chip.colour, chip.verdict).toBe(rise);
        if (chip.verdict === 'bear' || chip.verdict === 'leanBear') expect(chip.colour, chip.verdict).toBe(fall);
        if (chip.verdict === 'bull') expect(chip.label).toBe(bullLabel);
      }
    };
    await page.goto('/apps/assess');
    await page.getByTestId('assess-verdict').first().waitFor();
    await expectColours('Success', 'Error', 'Bullish');
    await page.getByTestId('language-toggle').click();
    await page.waitForFunction(() => document.documentElement.lang.startsWith('zh'));
    await page.getByTestId('assess-page').getByRole('heading', { name: '评估' }).waitFor();
    await expectColours('Error', 'Success', '看多');
  });
});
