import type { Locator, Page } from 'playwright-core';

/** A line of a resting order over the quote chart, as the overlay reports it: where its cancel cross sits. */
export interface DrawnOrderLine {
  id: string;
  orderId: string;
  price: number;
  which: 'limit' | 'stop';
  x: number;
  y: number;
}

/** The paper trading screen, and the order ticket and order lines it shares with the quote screen. */
export class PaperScreen {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/apps/paper');
    await this.page.getByTestId('paper-page').waitFor();
  }

  /** Opens a paper account; answers the error under the balance instead when the dialog refuses it. */
  async createAccount(name: string, currency: string, balance: string): Promise<string | null> {
    await this.page.getByTestId('paper-new').click();
    const dialog = this.page.getByTestId('paper-new-dialog');
    await dialog.getByTestId('paper-new-name').fill(name);
    await dialog.getByTestId('paper-new-currency').selectOption(currency);
    await dialog.getByTestId('paper-new-balance').fill(balance);
    await dialog.getByTestId('paper-new-save').click();
    const refused = dialog.locator('.Mui-error').first();
    const done = await Promise.race([
      dialog.waitFor({ state: 'detached' }).then(() => 'created' as const),
      refused.waitFor().then(() => 'refused' as const),
    ]);
    if (done === 'refused') return this.page.getByTestId('paper-new-balance-hint').innerText();
    return null;
  }

  async closeDialog(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.getByTestId('paper-new-dialog').waitFor({ state: 'detached' });
  }

  async accountId(): Promise<string> {
    return (await this.page.getByTestId('paper-page').getAttribute('data-account')) ?? '';
  }

  get ticket(): Locator {
    return this.page.getByTestId('paper-ticket');
  }

  async pickSymbol(symbol: string): Promise<void> {
    await this.ticket.getByTestId('paper-ticket-symbol').fill(symbol);
    await this.page.locator(`[data-testid="paper-ticket-symbol-option"][data-symbol="${symbol}"]`).click();
  }

  /** The ticket's last price, once it has one. */
  async lastPrice(): Promise<number> {
    await this.page.locator('[data-testid="paper-ticket"]:not([data-last=""])').waitFor();
    return Number(await this.ticket.getAttribute('data-last'));
  }

  /** Fills the ticket's type, quantity and limit, and sends it. */
  async placeOrder(order: { type: string; quantity: string; limit?: string }): Promise<void> {
    await this.ticket.getByTestId('paper-ticket-type').selectOption(order.type);
    await this.ticket.getByTestId('paper-ticket-quantity').fill(order.quantity);
    if (order.limit !== undefined) await this.ticket.getByTestId('paper-ticket-limit').fill(order.limit);
    await this.ticket.getByTestId('paper-ticket-submit').click();
  }

  /** The error under a ticket field, by its input's test id. */
  fieldError(testId: string): Locator {
    return this.ticket.locator(`.MuiFormControl-root:has([data-testid="${testId}"]) .Mui-error.MuiFormHelperText-root`);
  }

  position(symbol: string): Locator {
    return this.page.locator(`[data-testid="paper-position"][data-symbol="${symbol}"]`);
  }

  async unrealised(symbol: string): Promise<number> {
    return Number(await this.position(symbol).getAttribute('data-unrealised'));
  }

  order(id: string): Locator {
    return this.page.locator(`[data-testid="paper-order"][data-order="${id}"]`);
  }

  async showHistory(tab: 'orders' | 'fills' | 'equity'): Promise<void> {
    await this.page.getByTestId(`paper-tab-${tab}`).click();
  }

  /** The order lines drawn over the quote chart. */
  async orderLines(): Promise<DrawnOrderLine[]> {
    return JSON.parse((await this.page.getByTestId('paper-order-lines').getAttribute('data-lines')) ?? '[]') as DrawnOrderLine[];
  }

  /** Drags an order line by `dy` pixels, pressing it left of its cancel cross. */
  async dragLine(line: DrawnOrderLine, dy: number): Promise<void> {
    const box = await this.page.getByTestId('paper-order-lines').boundingBox();
    if (!box) throw new Error('no order lines overlay');
    const x = box.x + line.x - 120;
    const y = box.y + line.y;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    for (let step = 1; step <= 5; step++) await this.page.mouse.move(x, y + (dy * step) / 5);
    await this.page.mouse.up();
  }
}
