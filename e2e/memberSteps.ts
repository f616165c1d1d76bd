import type { Language } from '@signaldesk/contract';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ADMIN_EMAIL, grantRole, type Harness, signedInPage } from './harness.js';

/** A call to the product made from a signed-in page with its own access token, as the web app makes it. */
export function callFromPage<T>(page: Page, path: string, body: unknown, language: Language = 'en'): Promise<T> {
  return page.evaluate(
    async ({ path, body, language }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': language, authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body, language },
  ) as Promise<T>;
}

export interface MemberWithSuper {
  /** Both browser contexts, for the test to close. */
  contexts: BrowserContext[];
  superPage: Page;
  /** The member's page, loaded again since the role was given. */
  member: Page;
  memberId: string;
  /**
   * Super raises an alert for the member through the super-only test call. The product keeps one test alert per
   * symbol and second, so alerts raised close together name different symbols.
   */
  raiseAlert: (symbol: string, strategyName: string) => Promise<void>;
}

/** Super and a member, each signed in in a browser of their own, the member given the Member role by super's page. */
export async function memberWithSuper(harness: Harness, email: string): Promise<MemberWithSuper> {
  const admin = await signedInPage(harness, ADMIN_EMAIL);
  const trader = await signedInPage(harness, email);
  await grantRole(harness, [email], 'Member', admin.page);
  await trader.page.reload();
  const access = await callFromPage<{ data: { user: { userid: string } } }>(trader.page, '/api/auth/token/access', {});
  const memberId = access.data.user.userid;
  return {
    contexts: [admin.context, trader.context],
    superPage: admin.page,
    member: trader.page,
    memberId,
    async raiseAlert(symbol, strategyName) {
      const answer = await callFromPage<{ code: number }>(admin.page, '/api/messenger/test-alert', { userid: memberId, symbol, strategyName });
      expect(answer.code).toBe(0);
    },
  };
}
