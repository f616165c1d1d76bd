import type { Page } from 'playwright-core';

/** Super's ticket screen: issue tickets of a type and read the codes issued. */
export class AdminTicketsPage {
  constructor(private readonly page: Page) {}

  async open(path = '/apps/ticket'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByTestId('tickets-page').waitFor();
  }

  async dispatch(type: number, note: string): Promise<string> {
    const form = this.page.getByTestId('dispatch-form');
    await form.getByRole('combobox').click();
    await this.page.getByTestId(`dispatch-type-${type}`).click();
    await form.getByTestId('dispatch-count').fill('1');
    await form.getByTestId('dispatch-note').fill(note);
    await form.getByTestId('dispatch-submit').click();
    const token = form.getByTestId('issued-token').first();
    await token.waitFor();
    return (await token.textContent())?.trim() ?? '';
  }

  rows() {
    return this.page.getByTestId('ticket-row');
  }
}
