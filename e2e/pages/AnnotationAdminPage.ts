import type { Page } from 'playwright-core';

/** Super's annotation administration, all symbols or one. */
export class AnnotationAdminPage {
  constructor(private readonly page: Page) {}

  async open(path = '/apps/annotion'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByTestId('annotations-admin-page').waitFor();
  }

  row(text: string) {
    return this.page.getByTestId('annotation-admin-row').filter({ hasText: text });
  }
}
