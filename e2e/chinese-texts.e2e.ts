import { SYMBOLS } from '@signaldesk/market-data';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { LoginPage } from './pages/LoginPage.js';

const USER_EMAIL = 'plain-user@example.com';

/** Every route of the app with a concrete example of its parameters; super may open them all. */
const SUPER_ROUTES = [
  '/apps/quote/folder/all',
  '/apps/quote/folder/us/AAPL',
  '/apps/tick',
  '/apps/ranking/300',
  '/apps/stock',
  '/apps/stock/AAPL',
  '/apps/assess',
  '/apps/strategy',
  '/apps/featured',
  '/apps/messenger',
  '/apps/cloud',
  '/apps/academy/courses',
  '/apps/academy/course/beginner-guide/1',
  '/apps/academy/guide',
  '/apps/calendar',
  '/apps/heatmap',
  '/apps/watchlist',
  '/apps/layout',
  '/apps/paper',
  '/apps/ticket',
  '/apps/user',
  '/apps/annotion',
  '/apps/fire',
];
/** A plain user's screens: the start page, the user-level apps and the no-access page with the trial offer. */
const USER_ROUTES = ['/', '/apps/heatmap', '/apps/quote'];
const PUBLIC_ROUTES = ['/login', '/qas', '/pricing', '/download', '/wechat/contact'];

/**
 * Latin words allowed in Chinese: the brand, its own indicators (Matrix, Sine, Chord), channel, platform and
 * language names, and the terms of art traders read in Latin letters in Chinese too (indicator names, units, order
 * words). Tickers and company names come from the symbol universe instead.
 */
const ALLOWED = new Set([
  'SignalDesk',
  'Matrix',
  'Sine',
  'Chord',
  'English',
  'EN',
  'Telegram',
  'yahoo',
  'WeChat',
  'Plus',
  'Promax',
  'Ivey',
  'Ifo',
  'ZEW',
  'au',
  'Jibun',
  'Judo',
  'GfK',
  ...['MA', 'EMA', 'KD', 'RSI', 'MACD', 'BOLL', 'K', 'D', 'J', 'DIF', 'DEA', 'CCI', 'ATR', 'OBV', 'VOL', 'KDJ', 'ADX', 'DI'],
  ...['CPI', 'PPI', 'GDP', 'PMI', 'ISM', 'PCE', 'JOLTS', 'LPR', 'EIA', 'FOMC', 'MBA', 'ADP', 'API', 'CFTC', 'ETF', 'IPO', 'OHLC', 'CSV', 'PNG', 'ID'],
  ...['USD', 'HKD', 'CNY', 'US', 'HK', 'CN', 'GF', 'UK', 'EU', 'JP', 'DE', 'FR', 'AU', 'CA', 'ALL'],
  ...['Windows', 'Mac', 'Linux', 'Android', 'iOS', 'iPhone', 'iPad', 'Chrome', 'Edge', 'Safari', 'Firefox'],
  ...['Delta', 'Gamma', 'Theta', 'Vega', 'UTC'],
  ...['DESC', 'ASC', 'AM', 'PM'],
]);

const symbolWords = new Set(SYMBOLS.flatMap((info) => info.symbol.split(/[^A-Za-z]+/)));
/** Company names, whole or in part ("Palantir" of "Palantir Technologies"), and the test's own user names. */
const nameWords = new Set(SYMBOLS.flatMap((info) => info.name.match(/[A-Z][A-Za-z]+/g) ?? []));
const names = new Set([ADMIN_EMAIL.split('@')[0], USER_EMAIL.split('@')[0]]);

/**
 * The texts a reader sees on the page: visible text nodes and the placeholders of empty fields. Identifiers (field
 * and job ids, codes, user ids) are set in a monospace font, as the app sets every identifier, and are not prose.
 */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (parent.closest('code, pre') || getComputedStyle(parent).fontFamily.includes('monospace')) continue;
      texts.push(text);
    }
    for (const field of document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')) {
      if (field.checkVisibility() && field.value === '') texts.push(field.placeholder);
    }
    return texts;
  });
}

/** English words in the texts, leaving out addresses, tickers, company names and the allowed terms. */
function englishWords(texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (names.has(text)) continue;
    // Addresses, links and settings (MARKET_PROVIDER=auto) are not words; a lone letter (K, D, 1d) is not either.
    // Time zones are: the chart and the calendar name them in Chinese (美东时间).
    const bare = text
      .replace(/\S+@\S+/g, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\b[A-Z][A-Z_]+=\S+/g, ' ');
    for (const word of bare.match(/[A-Za-z]{2,}/g) ?? []) {
      if (ALLOWED.has(word) || symbolWords.has(word) || nameWords.has(word) || names.has(word)) continue;
      found.add(word);
    }
  }
  return [...found].sort();
}

/**
 * Opens the route and waits until nothing on it is loading and its words have stopped changing (figures may still
 * tick, so digits and signs are left out of the comparison).
 */
async function settle(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(
    () => {
      const seen = window as unknown as { lastWords?: string };
      const words = document.body.innerText.replace(/[\d\s.,:%+\-−]/g, '');
      const settled = seen.lastWords === words && !document.querySelector('.MuiCircularProgress-root, .MuiSkeleton-root');
      seen.lastWords = words;
      return settled;
    },
    undefined,
    { polling: 500 },
  );
}

describe('the interface in Chinese', () => {
  let harness: Harness;
  const contexts: BrowserContext[] = [];

  async function chinesePage(email: string | null): Promise<Page> {
    const context = await harness.newContext({ locale: 'zh-CN' });
    context.setDefaultTimeout(BUSY_SERVER_MS);
    contexts.push(context);
    const page = await context.newPage();
    if (email) {
      const login = new LoginPage(page, harness.mailbox);
      await login.open();
      await login.signIn(email);
    }
    return page;
  }

  /** Each route with the English words it shows; routes that show none are left out. */
  async function walk(page: Page, routes: readonly string[]): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const route of routes) {
      await settle(page, route);
      const words = englishWords(await visibleTexts(page));
      if (words.length > 0) found[route] = words;
    }
    return found;
  }

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  it('shows no English words on any route super can open', async () => {
    const page = await chinesePage(ADMIN_EMAIL);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    expect(await walk(page, SUPER_ROUTES)).toEqual({});
  });

  it('shows no English words to a plain user, on the start page, the heatmap and the no-access page', async () => {
    const page = await chinesePage(USER_EMAIL);
    expect(await walk(page, USER_ROUTES)).toEqual({});
  });

  it('shows no English words on the public pages', async () => {
    const page = await chinesePage(null);
    expect(await walk(page, PUBLIC_ROUTES)).toEqual({});
  });
});
