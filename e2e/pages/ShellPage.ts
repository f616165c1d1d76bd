import type { Page } from 'playwright-core';

/** The signed-in frame: the navigation menu, the toolbar and its drawers. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  navItem(id: string) {
    return this.page.getByTestId(`nav-${id}`);
  }

  async isLocked(id: string): Promise<boolean> {
    await this.navItem(id).waitFor();
    return (await this.navItem(id).getAttribute('data-locked')) === 'true';
  }

  async openUserInfoDialog(): Promise<void> {
    await this.page.getByTestId('tool-user-info').click();
    await this.page.getByTestId('open-user-info').click();
    await this.page.getByTestId('user-info-dialog').waitFor();
  }

  async toggleLanguage(): Promise<void> {
    await this.page.getByTestId('language-toggle').click();
  }

  /**
   * Shows the interface in `lang` (the page's `lang`: en or zh-CN) with the app bar's own control, which a phone keeps
   * in its menu; nothing when it already is.
   */
  async switchLanguage(lang: string, { phone = false } = {}): Promise<void> {
    if (await this.page.evaluate((wanted) => document.documentElement.lang === wanted, lang)) return;
    if (phone) await this.page.getByTestId('phone-menu').click();
    await this.page.getByTestId(phone ? 'phone-language' : 'language-toggle').click();
    await this.page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
  }
}
