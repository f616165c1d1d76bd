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
}
