import type { Page } from 'playwright-core';
import type { Mailbox } from '../mailbox.js';

/** The /login screen's e-mail method: address and terms, then the code read from the test mailbox. */
export class LoginPage {
  constructor(
    private readonly page: Page,
    private readonly mailbox: Mailbox,
  ) {}

  get form() {
    return this.page.getByTestId('login-form');
  }

  async open(): Promise<void> {
    await this.page.goto('/login');
    await this.form.waitFor();
  }

  /** Asks for a code and answers the e-mailed sign-in link, without typing the code. */
  async requestCode(email: string): Promise<{ code: string; link: string }> {
    const seen = this.mailbox.countTo(email);
    await this.form.locator('input[name=email]').fill(email);
    await this.form.locator('input[name=terms]').check();
    await this.form.locator('button[type=submit]').click();
    await this.form.locator('input[name=code]').waitFor();
    return this.mailbox.signInMail(email, seen);
  }

  async signIn(email: string): Promise<void> {
    const { code } = await this.requestCode(email);
    await this.form.locator('input[name=code]').fill(code);
    await this.form.locator('button[type=submit]').click();
    await this.page.waitForURL((url) => !url.pathname.startsWith('/login'));
  }
}
