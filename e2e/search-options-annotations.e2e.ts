import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type Harness, signedInPage, startHarness } from './harness.js';
import { AdminUsersPage } from './pages/AdminUsersPage.js';
import { AnnotationAdminPage } from './pages/AnnotationAdminPage.js';
import { ChartAnnotations } from './pages/ChartAnnotations.js';
import { OptionGrid } from './pages/OptionGrid.js';
import { ShellPage } from './pages/ShellPage.js';
import { SymbolSearch } from './pages/SymbolSearch.js';
import { TickViewPage } from './pages/TickViewPage.js';

const MEMBER_EMAIL = 'trader@example.com';
const PLAIN_EMAIL = 'plain@example.com';
/** Markup a trader might type; it must come back as the very text, never as elements. */
const MARKUP_TITLE = '<b>Breakout</b> & <i>retest</i>';
/** A fresh server computes the whole demo market first, and pages load slowly on a small machine meanwhile. */

describe('search, option grid, annotations and the tick view in the browser', () => {
  let harness: Harness;
  let superContext: BrowserContext;
  let superPage: Page;
  let memberContext: BrowserContext;
  let page: Page;

  const signedIn = (email: string) => signedInPage(harness, email);

  beforeAll(async () => {
    harness = await startHarness();
    ({ context: superContext, page: superPage } = await signedIn(ADMIN_EMAIL));
    ({ context: memberContext, page } = await signedIn(MEMBER_EMAIL));
    const users = new AdminUsersPage(superPage);
    await users.open();
    // The option grid is Plus's: the trader holds the vip role Plus grants.
    await users.changeRole(MEMBER_EMAIL, 'VIP');
    await new TickViewPage(page).open();
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('finds a stock by its Chinese name and opens its quote page', async () => {
    const search = new SymbolSearch(page);
    await search.type('苹果');
    expect((await search.suggestions())[0]).toBe('AAPL');
    await search.option('AAPL').click();
    await page.waitForURL('**/apps/quote/folder/us/AAPL');
    await page.waitForFunction(() => document.title.startsWith('AAPL'));
  });

  it('finds a stock by an English prefix, tolerates a typo, and Escape closes the suggestions', async () => {
    const search = new SymbolSearch(page);
    await search.type('mircosoft');
    expect(await search.suggestions()).toContain('MSFT');
    await page.keyboard.press('Escape');
    await page.getByTestId('search-option').first().waitFor({ state: 'detached' });
    await search.pick('micros', 'MSFT');
    await page.waitForURL('**/apps/quote/folder/us/MSFT');
    await page.waitForFunction(() => document.title.startsWith('MSFT'));
  });

  it('says no stock matches, in both languages', async () => {
    const search = new SymbolSearch(page);
    await search.type('qqxqzz');
    await page.getByText('No matching stock').waitFor();
    await page.keyboard.press('Escape');
    const shell = new ShellPage(page);
    await shell.toggleLanguage();
    await search.type('qqxqzy');
    await page.getByText('无匹配股票').waitFor();
    await page.keyboard.press('Escape');
    await shell.toggleLanguage();
    await page.getByTestId('language-toggle').waitFor();
  });

  it('keeps the tick list: a symbol once, removed with its periods, kept across reloads', async () => {
    const tick = new TickViewPage(page);
    await tick.open();
    await page.getByTestId('tick-empty').waitFor();
    await tick.add('aapl');
    await tick.entry('AAPL').waitFor();
    await tick.add('AAPL');
    await tick.add('MSFT');
    await tick.entry('MSFT').waitFor();
    expect(await tick.symbols()).toEqual(['AAPL', 'MSFT']);
    await tick.add('NOSUCH');
    await page.getByText('Unknown symbol NOSUCH').waitFor();
    await page.reload();
    await tick.entry('MSFT').waitFor();
    expect(await tick.symbols()).toEqual(['AAPL', 'MSFT']);
    await tick.remove('MSFT');
    expect(await tick.symbols()).toEqual(['AAPL']);
    expect(await page.evaluate(() => localStorage.getItem('tickList'))).toBe('[{"symbol":"AAPL","period":"tick"}]');
    await tick.select('AAPL');
  });

  it('opens the option grid of AAPL from its chart and switches to Puts', async () => {
    const grid = new OptionGrid(page);
    await grid.open();
    expect(await grid.expiryText()).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    const calls = await grid.contracts();
    expect(calls.every((code) => /^AAPL\d{6}C\d{8}$/.test(code))).toBe(true);
    // Each row carries its Greeks: call deltas between 0 and 1 falling with the strike, gamma and vega positive, theta a loss.
    const deltas = (await grid.greek('delta')).filter(Number.isFinite);
    expect([0, calls.length]).toContain(deltas.length);
    expect(deltas.every((delta) => delta >= 0 && delta <= 1)).toBe(true);
    expect(deltas).toEqual([...deltas].sort((a, b) => b - a));
    expect((await grid.greek('gamma')).filter(Number.isFinite).every((gamma) => gamma >= 0)).toBe(true);
    expect((await grid.greek('vega')).filter(Number.isFinite).every((vega) => vega >= 0)).toBe(true);
    expect((await grid.greek('theta')).filter(Number.isFinite).every((theta) => theta <= 0)).toBe(true);
    await grid.showPuts();
    await page.waitForFunction(() => document.querySelector('[data-testid="option-row"] td')?.textContent?.includes('P'));
    const puts = await grid.contracts();
    expect(puts.length).toBeGreaterThan(0);
    expect(puts.every((code) => /^AAPL\d{6}P\d{8}$/.test(code))).toBe(true);
    expect((await grid.greek('delta')).filter(Number.isFinite).every((delta) => delta >= -1 && delta <= 0)).toBe(true);
    await grid.toggleFullscreen();
    expect(await grid.isFullscreen()).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('[data-testid="option-grid"]')?.getAttribute('data-fullscreen') === 'false');
    await grid.close();
  });

  it('creates, updates and deletes an annotation, showing its text as text', async () => {
    const annotations = new ChartAnnotations(page);
    await annotations.startNew();
    expect(await annotations.dialog.getByTestId('annotation-symbol').inputValue()).toBe('AAPL');
    await annotations.dialog.getByTestId('annotation-duration').getByText('intraday').waitFor();
    expect(await annotations.button('new').isDisabled()).toBe(true);
    await annotations.fill(MARKUP_TITLE, 'Closed above the band\n<script>alert(1)</script>');
    expect(await annotations.button('new').isDisabled()).toBe(false);
    await annotations.press('new');

    await annotations.openMenu();
    await annotations.item(MARKUP_TITLE).waitFor();
    expect(await page.getByTestId('annotation-item').locator('b, i').count()).toBe(0);
    await annotations.closeMenu();

    const admin = new AnnotationAdminPage(superPage);
    await admin.open('/apps/annotion/symbol/AAPL');
    const row = admin.row(MARKUP_TITLE);
    await row.waitFor();
    expect(await row.getByTestId('annotation-admin-title').textContent()).toBe(MARKUP_TITLE);
    expect(await row.locator('b, i, script').count()).toBe(0);

    await annotations.openExisting(MARKUP_TITLE);
    expect(await annotations.button('update').isDisabled()).toBe(true);
    await annotations.button('delete').waitFor();
    await annotations.button('close').waitFor();
    await annotations.fill('Retest held');
    await annotations.press('update');
    await annotations.openExisting('Retest held');
    expect(await annotations.dialog.getByTestId('annotation-mark').inputValue()).toBe('Closed above the band\n<script>alert(1)</script>');
    await annotations.press('delete');
    await annotations.openMenu();
    await page.getByText('No annotations on this chart yet').waitFor();
    await annotations.closeMenu();
  });

  it('opens the option chain of the quote on screen from the shell toolbar', async () => {
    await page.goto('/apps/quote/folder/us/MSFT/1d');
    await page.getByTestId('tool-option-chain').click();
    const grid = new OptionGrid(page);
    const contracts = await grid.contracts();
    expect(contracts.every((code) => /^MSFT\d{6}C\d{8}$/.test(code))).toBe(true);
    await grid.close();
  });

  it('keeps a plain user out of the tick view and the annotation administration', async () => {
    const plain = await signedIn(PLAIN_EMAIL);
    for (const path of ['/apps/tick', '/apps/annotion', '/apps/annotion/symbol/AAPL']) {
      await plain.page.goto(path);
      await plain.page.waitForURL('**/403');
      await plain.page.getByTestId('no-access').waitFor();
    }
    await plain.context.close();
    await page.goto('/apps/annotion');
    await page.waitForURL('**/403');
    await memberContext.close();
    await superContext.close();
  });
});
