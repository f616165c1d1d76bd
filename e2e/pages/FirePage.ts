import type { Page } from 'playwright-core';

/** Super's market-jobs screen: the job ledger, the demo-data notice and the one-series run form. */
export class FirePage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/apps/fire');
    await this.page.getByTestId('fire-page').waitFor();
    await this.page.getByTestId('job-row').first().waitFor();
  }

  get demoNotice() {
    return this.page.getByTestId('fire-demo-notice');
  }

  jobRow(name: string) {
    return this.page.locator(`[data-testid="job-row"][data-job="${name}"]`);
  }

  async jobNames(): Promise<string[]> {
    const rows = await this.page.getByTestId('job-row').all();
    return Promise.all(rows.map(async (row) => (await row.getAttribute('data-job')) ?? ''));
  }

  async runs(name: string): Promise<number> {
    return Number(await this.jobRow(name).getByTestId('job-runs').textContent());
  }

  async lastRun(name: string): Promise<string> {
    return ((await this.jobRow(name).getByTestId('job-last-run').textContent()) ?? '').trim();
  }

  /** Chooses the action and duration in the form's two selects, types the symbol and submits. */
  async runSeries(action: string, symbol: string, duration: string): Promise<void> {
    const form = this.page.getByTestId('series-run-form');
    await form.getByRole('combobox').first().click();
    await this.page.getByTestId(`series-action-${action}`).click();
    await form.getByTestId('series-symbol').fill(symbol);
    await form.getByRole('combobox').last().click();
    await this.page.getByTestId(`series-duration-${duration}`).click();
    await form.getByTestId('series-run').click();
  }

  /** Waits until the polled queue summary shows nothing waiting and nothing running. */
  async waitForIdleQueue(timeout: number): Promise<void> {
    await this.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="queue-depth"]')?.textContent === 'Queue: 0 series waiting' &&
        document.querySelector('[data-testid="queue-idle"]') !== null,
      undefined,
      { timeout },
    );
  }

  /** The list polls, so the ledger's new run count arrives without a reload. */
  async waitForRunsAbove(name: string, count: number): Promise<void> {
    await this.page.waitForFunction(
      ([job, before]) => {
        const cell = document.querySelector(`[data-testid="job-row"][data-job="${job}"] [data-testid="job-runs"]`);
        return Number(cell?.textContent) > Number(before);
      },
      [name, String(count)],
      { timeout: 20_000 },
    );
  }

  /** One count of one queue in the Queues panel, as shown. */
  async queueCount(queue: string, count: string): Promise<number> {
    return Number(await this.page.getByTestId(`queue-row-${queue}`).getByTestId(`queue-${count}`).textContent());
  }

  /** The panel polls, so a queue's new count arrives without a reload. */
  async waitForQueueCountAbove(queue: string, count: string, before: number): Promise<void> {
    await this.page.waitForFunction(
      ([name, column, value]) => Number(document.querySelector(`[data-testid="queue-row-${name}"] [data-testid="queue-${column}"]`)?.textContent) > Number(value),
      [queue, count, String(before)],
      { timeout: 20_000 },
    );
  }
}
