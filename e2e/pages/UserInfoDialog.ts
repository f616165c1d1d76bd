import type { Page } from 'playwright-core';

/** The user-info dialog: ticket binding and the refresh-permissions action. */
export class UserInfoDialog {
  constructor(private readonly page: Page) {}

  get root() {
    return this.page.getByTestId('user-info-dialog');
  }

  async activateTicket(token: string): Promise<void> {
    const section = this.root.getByTestId('ticket-section');
    await section.getByTestId('ticket-token').fill(token);
    await section.locator('button[type=submit]').click();
    await section.getByTestId('refresh-after-activation').waitFor();
  }

  async refreshPermissions(): Promise<void> {
    await this.root.getByTestId('refresh-after-activation').click();
  }

  async role(): Promise<string> {
    return (await this.root.getByTestId('profile-role').textContent()) ?? '';
  }

  async close(): Promise<void> {
    await this.page.getByTestId('user-info-close').click();
    await this.root.waitFor({ state: 'detached' });
  }
}
