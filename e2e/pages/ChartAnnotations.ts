import type { Page } from 'playwright-core';

/** A chart's annotation button: its menu of this chart's annotations and the annotation dialog. */
export class ChartAnnotations {
  constructor(private readonly page: Page) {}

  get dialog() {
    return this.page.getByTestId('annotation-dialog');
  }

  item(title: string) {
    return this.page.getByTestId('annotation-item').filter({ hasText: title });
  }

  async openMenu(): Promise<void> {
    await this.page.getByTestId('annotation-button').click();
    await this.page.getByTestId('annotation-new-item').waitFor();
  }

  async closeMenu(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.getByTestId('annotation-new-item').waitFor({ state: 'detached' });
  }

  async startNew(): Promise<void> {
    await this.openMenu();
    await this.page.getByTestId('annotation-new-item').click();
    await this.dialog.waitFor();
  }

  async openExisting(title: string): Promise<void> {
    await this.openMenu();
    await this.item(title).click();
    await this.dialog.waitFor();
  }

  async fill(title: string, mark?: string): Promise<void> {
    await this.page.getByTestId('annotation-title').fill(title);
    if (mark !== undefined) await this.page.getByTestId('annotation-mark').fill(mark);
  }

  button(name: 'new' | 'update' | 'delete' | 'close') {
    return this.page.getByTestId(`annotation-${name}`);
  }

  /** Presses a dialog button and waits for the dialog to close, as it does after create, update and delete. */
  async press(name: 'new' | 'update' | 'delete' | 'close'): Promise<void> {
    await this.button(name).click();
    await this.dialog.waitFor({ state: 'detached' });
  }
}
