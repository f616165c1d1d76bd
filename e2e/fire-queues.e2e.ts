import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type Harness, startHarness } from './harness.js';
import { FirePage } from './pages/FirePage.js';
import { LoginPage } from './pages/LoginPage.js';
import { ShellPage } from './pages/ShellPage.js';

describe('the queues on the fire screen', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness();
    page = await (await harness.newContext()).newPage();
    const login = new LoginPage(page, harness.mailbox);
    await login.open();
    await login.signIn(ADMIN_EMAIL);
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('shows super every work queue with its counts, and a series run by hand counts as completed', async () => {
    const fire = new FirePage(page);
    await fire.open();
    const panel = page.getByTestId('queues-panel');
    await panel.getByRole('heading', { name: 'Queues' }).waitFor();
    await panel.getByText('One process does all the work').waitFor();
    for (const name of ['Market sweeps and computes', 'Backtests', 'Alert deliveries']) await panel.getByRole('cell', { name, exact: true }).waitFor();
    for (const queue of ['market', 'backtests', 'deliveries']) {
      for (const count of ['waiting', 'active', 'delayed', 'completed', 'failed']) expect(await fire.queueCount(queue, count)).toBeGreaterThanOrEqual(0);
    }
    expect(await fire.queueCount('backtests', 'failed')).toBe(0);

    const before = await fire.queueCount('market', 'completed');
    await fire.runSeries('update', 'AAPL', '1d');
    await page.getByText('Running update for AAPL · 1d').waitFor();
    await fire.waitForQueueCountAbove('market', 'completed', before);
  });

  it('speaks Chinese in the queues panel', async () => {
    const shell = new ShellPage(page);
    await shell.toggleLanguage();
    const panel = page.getByTestId('queues-panel');
    await panel.getByRole('heading', { name: '队列' }).waitFor();
    await panel.getByText('单进程承担全部工作').waitFor();
    for (const name of ['行情扫描与计算', '回测', '提醒推送']) await panel.getByRole('cell', { name, exact: true }).waitFor();
    await panel.getByRole('columnheader', { name: '已完成' }).waitFor();
    await shell.toggleLanguage();
    await panel.getByRole('heading', { name: 'Queues' }).waitFor();
  });
});
