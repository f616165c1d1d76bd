import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { CloudPage } from './pages/CloudPage.js';

const OWNER_EMAIL = 'cloud-cancel@example.com';

const LANGUAGES = [
  { language: 'en', queued: 'Queued', cancelled: 'Cancelled', progress: '0 of 1 symbols' },
  { language: 'zh', queued: '排队中', cancelled: '已取消', progress: '已完成 0 / 1 个品种' },
] as const;

// This server queues runs and works none (BACKTEST_RUNS=0, as an API process beside workers would), so a run
// stays queued until the trader cancels it, whatever the machine's speed.
describe('cancelling a cloud backtest in the browser', () => {
  let harness: Harness;
  let owner: Page;
  let context: BrowserContext;

  beforeAll(async () => {
    harness = await startHarness({ env: { BACKTEST_RUNS: '0' } });
    const session = await signedInPage(harness, OWNER_EMAIL);
    await grantRole(harness, [OWNER_EMAIL]);
    owner = session.page;
    context = session.context;
  });

  afterAll(async () => {
    await context?.close();
    await harness?.close();
  });

  for (const { language, queued, cancelled, progress } of LANGUAGES) {
    it(`shows a queued run's progress and cancels it; the run stays cancelled after a reload (${language})`, async () => {
      await owner.evaluate((chosen) => localStorage.setItem('language', chosen), language);
      const cloud = new CloudPage(owner);
      await cloud.open();
      await cloud.name(`Waiting ${language}`);
      await cloud.rule('entry', 'kd', 'day.kd.k', '', '20');
      await cloud.symbol('AAPL');
      await cloud.run();
      await owner.waitForURL(/\/apps\/cloud\/run\//);
      await owner.getByTestId('run-view-status').getByText(queued).waitFor();
      await owner.getByTestId('backtest-progress-text').getByText(progress).waitFor();

      await owner.getByTestId('backtest-cancel').click();
      await owner.getByTestId('run-view-status').getByText(cancelled).waitFor();
      await owner.getByTestId('backtest-progress').waitFor({ state: 'detached' });
      await owner.reload();
      await owner.getByTestId('run-view-status').getByText(cancelled).waitFor();
      expect(await cloud.row(`Waiting ${language}`).textContent()).toContain(cancelled);
    });
  }
});
