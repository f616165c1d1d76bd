import type { Page } from 'playwright-core';

/** Super's user screen: search, change a user's role, force a user offline. */
export class AdminUsersPage {
  constructor(private readonly page: Page) {}

  async open(path = '/apps/user'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByTestId('users-page').waitFor();
  }

  async search(text: string) {
    await this.page.getByTestId('user-search').fill(text);
    const row = this.page.getByTestId('user-row').filter({ hasText: text });
    await row.waitFor();
    return row;
  }

  async changeRole(text: string, roleLabel: string): Promise<void> {
    const row = await this.search(text);
    await row.getByRole('combobox').first().click();
    await this.page.getByRole('option', { name: roleLabel, exact: true }).click();
    await row.getByRole('combobox').first().getByText(roleLabel, { exact: true }).waitFor();
  }

  async forceOffline(text: string): Promise<void> {
    const row = await this.search(text);
    await row.getByRole('button').last().click();
    await this.page.getByTestId('confirm').click();
    await this.page.getByTestId('confirm').waitFor({ state: 'detached' });
  }
}
