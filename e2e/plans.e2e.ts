import { ENTITLEMENTS, entitlementsAddedBy, type Language, type Plan, PLANS, PRICES } from '@signaldesk/contract';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_SERVER_MS, grantRole, type Harness, signedInPage, startHarness } from './harness.js';

const MEMBER_EMAIL = 'standard-member@example.com';
const PLAIN_EMAIL = 'no-plan@example.com';

const LOCALES: Record<Language, string> = { en: 'en-US', zh: 'zh-CN' };
/** How each page states the trial's length in each language; no page may promise the 15-day trial. */
const TRIAL_WORDS: Record<Language, { pages: Record<string, string>; never: RegExp }> = {
  en: {
    pages: { '/pricing': `${PRICES.trialDays}-day free trial`, '/login': `${PRICES.trialDays}-day free trial`, '/qas': `${PRICES.trialDays} days of Standard` },
    never: /15-day|15 days/,
  },
  zh: {
    pages: { '/pricing': `免费试用 ${PRICES.trialDays} 天`, '/login': `免费试用 ${PRICES.trialDays} 天`, '/qas': `标准版 ${PRICES.trialDays} 天` },
    never: /15 ?天/,
  },
};

async function claimsIn(list: Locator): Promise<{ ids: (string | null)[]; texts: string[] }> {
  await list.getByTestId('entitlement').first().waitFor();
  const items = await list.getByTestId('entitlement').all();
  return {
    ids: await Promise.all(items.map((item) => item.getAttribute('data-entitlement'))),
    texts: (await Promise.all(items.map((item) => item.textContent()))).map((text) => (text ?? '').trim()),
  };
}

const expected = (plan: Plan, language: Language) => ({
  ids: entitlementsAddedBy(plan).map((entitlement) => entitlement.id),
  texts: entitlementsAddedBy(plan).map((entitlement) => entitlement.text[language]),
});

describe('the plans as the pages show them', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });

  afterAll(async () => {
    await harness?.close();
  });

  for (const language of ['en', 'zh'] as const) {
    it(`lists on the pricing page exactly the contract's claims of each plan, and the ${PRICES.trialDays}-day trial everywhere (${language})`, async () => {
      const context = await harness.newContext({ locale: LOCALES[language] });
      context.setDefaultTimeout(BUSY_SERVER_MS);
      const page = await context.newPage();
      await page.goto('/pricing');
      const shown: (string | null)[] = [];
      for (const plan of PLANS) {
        const claims = await claimsIn(page.getByTestId(`tier-${plan}`));
        expect(claims, `${plan} in ${language}`).toEqual(expected(plan, language));
        shown.push(...claims.ids);
      }
      expect(shown).toEqual(ENTITLEMENTS.map((entitlement) => entitlement.id));
      await page.goto('/qas');
      await page.locator('#qa-tiers').click();
      const answer = page.getByTestId('qa-plan-differences');
      for (const plan of PLANS) expect(await claimsIn(answer.locator(`[data-plan="${plan}"]`)), `FAQ ${plan} in ${language}`).toEqual(expected(plan, language));
      await page.goto('/pricing');
      for (const [path, said] of Object.entries(TRIAL_WORDS[language].pages)) {
        if (path !== '/pricing') await page.goto(path);
        await page.getByText(said, { exact: false }).first().waitFor({ state: 'attached' });
        expect(await page.locator('body').textContent(), path).not.toMatch(TRIAL_WORDS[language].never);
      }
      await context.close();
    });
  }

  it('shows a plain user on /403 what Standard adds, and a Standard member the option chain as what Plus adds', async () => {
    const plain = await signedInPage(harness, PLAIN_EMAIL);
    await plain.page.goto('/apps/quote');
    await plain.page.waitForURL('**/403');
    expect(await plain.page.getByTestId('membership-card').getAttribute('data-plan')).toBe('standard');
    expect(await claimsIn(plain.page.getByTestId('membership-card'))).toEqual(expected('standard', 'en'));
    await plain.context.close();

    const member = await signedInPage(harness, MEMBER_EMAIL);
    await grantRole(harness, [MEMBER_EMAIL]);
    await member.page.goto('/apps/quote/folder/us/AAPL');
    await member.page.getByTestId('option-grid-button').click();
    const offer = member.page.getByTestId('option-needs-plus');
    await offer.getByText('This comes with the Plus plan and above').waitFor();
    expect(await member.page.getByTestId('option-row').count()).toBe(0);
    await offer.getByRole('link').click();
    await member.page.waitForURL('**/403?plan=plus');
    expect(await member.page.getByTestId('membership-card').getAttribute('data-plan')).toBe('plus');
    expect(await claimsIn(member.page.getByTestId('membership-card'))).toEqual(expected('plus', 'en'));
    await member.context.close();
  });
});

