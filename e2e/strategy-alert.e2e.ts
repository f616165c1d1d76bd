import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_SERVER_MS, type Harness, startHarness } from './harness.js';
import { callFromPage, memberWithSuper } from './memberSteps.js';
import { FirePage } from './pages/FirePage.js';
import { StrategyScreen } from './pages/StrategyScreen.js';
import { ShellPage } from './pages/ShellPage.js';

const MEMBER_EMAIL = 'strategy-alerts@example.com';
/** A fresh server computes each series on demand, slowly on a small machine. */
const STRATEGY = 'US momentum';
/** The server runs without its scheduled sweeps, so no symbol has indicator values until one is computed. */
const SYMBOL = 'NVDA';

interface Sessions {
  data: { list: Array<{ sessionid: string; sessioname: string; unreadCount: number }>; unread: number };
}

describe('a saved strategy alerts in the browser when the market data updates', () => {
  let harness: Harness;
  let contexts: BrowserContext[] = [];
  let superPage: Page;
  let page: Page;
  let sid: string;

  beforeAll(async () => {
    harness = await startHarness();
    ({ contexts, superPage, member: page } = await memberWithSuper(harness, MEMBER_EMAIL));
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  it('saves a strategy built in the form while no symbol matches it yet', async () => {
    const screen = new StrategyScreen(page);
    await screen.open();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('setting-bell').click();
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="realtime-state"][data-state="connected"]').waitFor();
    // Without a strategy the seek list shows every symbol, computed or not.
    await page.getByTestId('seek-row').first().waitFor();

    await screen.newStrategy();
    await screen.name(STRATEGY);
    await screen.region('US');
    await screen.section('kd');
    await screen.range('day.kd.k', '0', '100');
    await screen.save();
    await screen.dialog.waitFor({ state: 'detached' });
    await page.getByText('Strategy saved').waitFor();
    // The list is fetched again after the save is answered; on a busy machine that can come after the snackbar.
    await expect.poll(() => screen.savedNames(), { timeout: BUSY_SERVER_MS }).toEqual([STRATEGY]);
    await page.getByTestId('seek-total').getByText('0 of 0 matching symbols').waitFor();
    expect(await screen.results()).toEqual([]);

    const saved = await callFromPage<{ data: { list: Array<{ sid: string; name: string }> } }>(page, '/api/strategy/mine/list', {});
    sid = saved.data.list.find((s) => s.name === STRATEGY)?.sid ?? '';
    expect(sid).not.toBe('');
  });

  it('has the messenger say when the saved strategy\'s alerts will come, with a link that opens the strategy', async () => {
    await page.goto('/apps/messenger');
    const awaiting = page.getByTestId('messenger-awaiting');
    await awaiting.waitFor();
    expect(await awaiting.textContent()).toContain(`Your strategy “${STRATEGY}” is saved. Its alerts arrive here after the next compute of its symbols`);
    // A strategy over US stocks is next computed after a New York close, which falls on a weekday, whenever it is saved.
    expect(await page.getByTestId('messenger-next-compute').textContent()).toMatch(/^Its markets’ bars are next computed after the close: (Mon|Tue|Wed|Thu|Fri), /);
    expect(await page.getByText('No message sessions yet').count()).toBe(0);
    await page.getByTestId('messenger-strategy-link').click();
    await page.waitForURL(`**/apps/strategy?sid=${sid}`);
    await page.locator(`[data-testid="strategy-item"][data-name="${STRATEGY}"].Mui-selected`).waitFor();
    await page.getByTestId('seek-total').getByText('0 of 0 matching symbols').waitFor();
  });

  it('rings with the snackbar and the unread badge once super updates a symbol that now matches', async () => {
    const fire = new FirePage(superPage);
    await fire.open();
    await fire.runSeries('update', SYMBOL, '1d');
    await superPage.getByText(`update for ${SYMBOL} · 1d done`).waitFor();

    await page.getByText(`${STRATEGY} has new messages`).waitFor();
    await page.locator('[data-testid="bell-unread"] .MuiBadge-badge', { hasText: '1' }).waitFor();
    const sessions = await callFromPage<Sessions>(page, '/api/messenger/session/list', {});
    expect(sessions.data.unread).toBe(1);
    expect(sessions.data.list).toEqual([expect.objectContaining({ sessionid: sid, sessioname: STRATEGY, unreadCount: 1 })]);
  });

  it('opens the session in the messenger, shows the symbol and marks it read', async () => {
    await page.goto('/apps/messenger');
    const row = page.locator(`[data-testid="messenger-session"][data-session="${sid}"]`);
    await row.getByText(STRATEGY).waitFor();
    await row.locator('[data-testid="messenger-unread"] .MuiBadge-badge', { hasText: '1' }).waitFor();
    await row.click();
    await page.waitForURL(`**/apps/messenger/${sid}`);
    await page.getByTestId('messenger-thread').getByText(SYMBOL).first().waitFor();
    await page.locator('[data-testid="bell-unread"] .MuiBadge-invisible').waitFor({ state: 'attached' });
    const sessions = await callFromPage<Sessions>(page, '/api/messenger/session/list', {});
    expect(sessions.data.unread).toBe(0);
    expect(sessions.data.list.find((s) => s.sessionid === sid)?.unreadCount).toBe(0);
  });

  const TEST_ALERT_WORDS = {
    en: { sent: `Test alert sent for ${SYMBOL}`, message: `Test alert: ${SYMBOL}` },
    zh: { sent: `已发送 ${SYMBOL} 的测试提醒`, message: `测试提醒：${SYMBOL}` },
  } as const;
  for (const language of ['en', 'zh'] as const) {
    it(`in ${language}: sends the strategy a test alert from its row, which the messenger shows as a test`, async () => {
      const screen = new StrategyScreen(page);
      await screen.open();
      await new ShellPage(page).switchLanguage(language === 'zh' ? 'zh-CN' : 'en');
      // The strategy holds the symbol super updated, so the test names it.
      await page.getByTestId('strategy-test-alert').click();
      await page.getByText(TEST_ALERT_WORDS[language].sent).waitFor();
      await page.goto(`/apps/messenger/${sid}`);
      // Every test so far, each in the reader's language.
      await expect.poll(() => page.getByTestId('messenger-thread').getByText(TEST_ALERT_WORDS[language].message).count(), { timeout: BUSY_SERVER_MS }).toBe(language === 'en' ? 1 : 2);
    });
  }
});
