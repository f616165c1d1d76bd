import type { Page } from 'playwright-core';

/** The user-info dialog: profile, ticket binding and the push e-mail. */
export class UserInfoDialog {
  constructor(private readonly page: Page) {}

  get root() {
    return this.page.getByTestId('user-info-dialog');
  }

  async activateTicket(token: string): Promise<void> {
    const section = this.root.getByTestId('ticket-section');
    await section.getByTestId('ticket-token').fill(token);
    await section.locator('button[type=submit]').click();
  }

  /** The subscription line of the profile: "No subscription", or until when it runs. */
  get subscription() {
    return this.root.getByTestId('profile-section').getByTestId('expiry-text');
  }

  async role(): Promise<string> {
    return (await this.root.getByTestId('profile-role').textContent()) ?? '';
  }

  get pushEmail() {
    return this.root.getByTestId('push-email-section');
  }

  async typePushEmail(address: string): Promise<void> {
    await this.pushEmail.getByTestId('push-email').fill(address);
  }

  async sendPushEmailCode(address: string): Promise<void> {
    await this.typePushEmail(address);
    await this.pushEmail.locator('button[type=submit]').first().click();
    await this.pushEmail.locator(`[data-testid="push-email-pending"][data-email="${address}"]`).waitFor();
  }

  async confirmPushEmail(code: string): Promise<void> {
    await this.pushEmail.getByTestId('push-email-code').fill(code);
    await this.pushEmail.getByTestId('push-email-confirm').click();
  }

  async close(): Promise<void> {
    await this.page.getByTestId('user-info-close').click();
    await this.root.waitFor({ state: 'detached' });
  }
}
