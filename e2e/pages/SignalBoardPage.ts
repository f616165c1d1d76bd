import type { Locator, Page } from 'playwright-core';

/** An index list's signal board (/apps/cloud/<list>), and the signal parts of the cloud screen: publishing and the sources. */
export class SignalBoardPage {
  constructor(private readonly page: Page) {}

  async open(list: string): Promise<void> {
    await this.page.goto(`/apps/cloud/${list}`);
    await this.page.getByTestId('signal-board').waitFor();
  }

  /** The card of one source on the board, by its name. */
  book(name: string): Locator {
    return this.page.getByTestId('signal-book').filter({ has: this.page.getByTestId('signal-book-name').getByText(name, { exact: true }) });
  }

  /** Whether the source's record is on the board, read after a reload: the server computes it right after publishing. */
  async recordShown(name: string): Promise<boolean> {
    await this.page.reload();
    await this.book(name).waitFor();
    return (await this.book(name).getByTestId('signal-record').count()) > 0;
  }

  async toggleFollow(name: string): Promise<void> {
    await this.book(name).getByTestId('signal-follow').click();
  }

  /** From the run form on the cloud screen (super): the dialog's lists ticked and saved, published now; hands back the name it was given. */
  async publish(lists: readonly string[]): Promise<string> {
    await this.page.getByTestId('signal-publish-open').click();
    const dialog = this.page.getByTestId('signal-publish-dialog');
    const name = await dialog.getByTestId('signal-publish-name').inputValue();
    for (const list of lists) await dialog.getByTestId(`signal-publish-list-${list}`).check();
    await dialog.getByTestId('signal-publish-save').click();
    await dialog.waitFor({ state: 'detached' });
    return name;
  }

  /** The sources panel's row of one source (super). */
  source(name: string): Locator {
    return this.page.locator(`[data-testid="signal-source-row"][data-name="${name}"]`);
  }

  async setPublished(name: string, published: boolean): Promise<void> {
    const toggle = this.source(name).getByTestId('signal-source-published');
    if ((await toggle.isChecked()) !== published) await toggle.click();
    await this.page.waitForFunction(
      ({ selector, published }) => (document.querySelector(selector) as HTMLInputElement | null)?.checked === published,
      { selector: `[data-testid="signal-source-row"][data-name="${name}"] [data-testid="signal-source-published"]`, published },
    );
  }

  async remove(name: string): Promise<void> {
    await this.source(name).getByTestId('signal-source-delete').click();
    await this.page.getByTestId('confirm').click();
    await this.source(name).waitFor({ state: 'detached' });
  }
}
