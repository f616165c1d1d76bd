import { FIELD_COUNT } from '@signaldesk/indicators';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, type Harness, startHarness, signedInPage } from './harness.js';
import { ShellPage } from './pages/ShellPage.js';

describe('the academy in the browser', () => {
  let harness: Harness;
  let page: Page;

  const card = (courseId: string) => page.locator(`[data-testid="course-card"][data-course-id="${courseId}"]`);
  const reader = () => page.getByTestId('course-page');
  const stepTitle = () => page.getByTestId('course-step-title');
  /** Waits for the reader to show this step (1-based) of the course and answers its title. */
  const atStep = async (courseId: string, step: number) => {
    await page.waitForURL(`**/apps/academy/course/${courseId}/${step}`);
    await page.locator(`[data-testid="course-page"][data-course-id="${courseId}"][data-step="${step}"]`).waitFor();
    return stepTitle().textContent();
  };

  beforeAll(async () => {
    harness = await startHarness();
    ({ page } = await signedInPage(harness, ADMIN_EMAIL));
  });

  afterAll(async () => {
    await harness?.close();
  });

  it('lands on the catalogue with every course, its length and the content version, and filters by category', async () => {
    await page.goto('/apps/academy');
    await page.waitForURL('**/apps/academy/courses');
    await card('matrix-waves').waitFor();
    expect(await page.getByTestId('course-card').count()).toBe(11);
    expect(await page.getByTestId('academy-version').textContent()).toMatch(/Content of \d{4}-\d{2}-\d{2}/);
    const matrix = await card('matrix-waves').textContent();
    expect(matrix).toContain('The matrix and the waves');
    expect(matrix).toContain('120 min');
    expect(matrix).toContain('10 steps');
    expect(matrix).toContain('Not started');
    // The catalogue never asks for the chart code; a course step with a figure does.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect(scripts.filter((name) => /\/(CourseChart|QuoteChart)-[\w-]+\.js$/.test(name))).toEqual([]);

    await page.getByTestId('category-filter').getByRole('button', { name: 'Options' }).click();
    await page.waitForURL('**/apps/academy/courses?category=options');
    await card('matrix-waves').waitFor({ state: 'detached' });
    const options = await page.getByTestId('course-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-course-id')).sort());
    expect(options).toEqual(['block-options', 'option-guide', 'options-greeks']);
    await page.getByTestId('category-filter').getByRole('button', { name: 'All' }).click();
    await card('matrix-waves').waitFor();
  });

  it('reads a course step by step, comes back to the saved step, and shows it completed after a reload', async () => {
    await card('option-guide').click();
    expect(await atStep('option-guide', 1)).toBe('What an option is');
    await page.getByTestId('course-next').click();
    expect(await atStep('option-guide', 2)).toBe("Time is the seller's friend");
    await page.getByTestId('course-back').click();
    await atStep('option-guide', 1);
    await page.getByTestId('course-next').click();
    await atStep('option-guide', 2);
    await page.getByTestId('course-next').click();
    expect(await atStep('option-guide', 3)).toBe('Finding a contract');

    // Leave before the end: the catalogue and a fresh visit both know where the reader stopped.
    await page.goto('/apps/academy/courses');
    await page.waitForFunction(
      () => document.querySelector('[data-course-id="option-guide"]')?.getAttribute('data-current-step') === '2',
    );
    expect(await card('option-guide').getByTestId('course-progress').textContent()).toBe('Step 3 of 3');
    await page.goto('/apps/academy/course/option-guide');
    await atStep('option-guide', 3);

    await page.getByTestId('course-finish').click();
    await page.getByTestId('course-completed').waitFor();

    await page.goto('/apps/academy/courses');
    await card('option-guide').waitFor();
    await page.reload();
    await card('option-guide').waitFor();
    expect(await card('option-guide').getAttribute('data-completed')).toBe('true');
    expect(await card('option-guide').getByTestId('course-progress').textContent()).toBe('Completed');
    expect(await card('beginner-guide').getAttribute('data-completed')).toBe('false');
  });

  it('opens the step holding an anchor and scrolls to its heading', async () => {
    await page.goto('/apps/academy/course/beginner-guide#breadth-versus-depth');
    await page.waitForURL('**/apps/academy/course/beginner-guide/2#breadth-versus-depth');
    const heading = page.locator('h3#breadth-versus-depth');
    await heading.waitFor();
    expect(await heading.textContent()).toBe('Breadth versus depth');
    await page.waitForFunction(() => {
      const box = document.getElementById('breadth-versus-depth')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
  });

  /** How far the page is scrolled, and the gap between the fixed app bar's bottom and the element's top. */
  const belowAppBar = (selector: string) =>
    page.evaluate((target) => {
      const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const top = document.querySelector(target)?.getBoundingClientRect().top ?? Number.NaN;
      return { scrollY: window.scrollY, gap: top - bar };
    }, selector);
  const afterPaint = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

  it('opens a course and each next step at the top of the page, the title below the app bar', async () => {
    await page.goto('/apps/academy/courses');
    await card('beginner-guide').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await card('beginner-guide').click();
    const step = Number(await reader().getAttribute('data-step'));
    await atStep('beginner-guide', step);
    await afterPaint();
    const opened = await belowAppBar('[data-testid="course-page"] h1');
    expect(opened.scrollY).toBe(0);
    expect(opened.gap).toBeGreaterThanOrEqual(0);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId('course-next').click();
    await atStep('beginner-guide', step + 1);
    await afterPaint();
    expect((await belowAppBar('[data-testid="course-page"] h1')).scrollY).toBe(0);
  });

  it('scrolls an anchor\'s heading to just below the app bar', async () => {
    await page.goto('/apps/academy/course/beginner-guide/2#breadth-versus-depth');
    await page.locator('h3#breadth-versus-depth').waitFor();
    await afterPaint();
    const anchored = await belowAppBar('h3#breadth-versus-depth');
    expect(anchored.scrollY).toBeGreaterThan(0);
    expect(anchored.gap).toBeGreaterThanOrEqual(0);
  });

  it('follows in-content links inside the app and draws a live chart of a real symbol', async () => {
    await page.goto('/apps/academy/course/beginner-guide/1');
    const figure = page.getByTestId('course-chart');
    await figure.waitFor();
    expect(await figure.getAttribute('data-symbol')).toBe('AAPL');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/CourseChart-[\w-]+\.js$/.test(entry.name)));
    await page.waitForFunction(() => {
      const chart = document.querySelector('[data-testid="course-chart"] [data-testid="course-chart-live"]');
      return chart?.getAttribute('data-status') === 'ready' && Number(chart.getAttribute('data-candles')) > 0;
    });

    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await page.getByTestId('course-markdown').getByRole('link', { name: 'indicator guide' }).click();
    await page.waitForURL('**/apps/academy/guide');
    await page.getByTestId('indicator-guide').waitFor();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
    expect(await page.getByTestId('guide-field').count()).toBe(FIELD_COUNT);
    expect(await page.locator('[data-field-id="standard.rsi"]').textContent()).toContain('oversold');
    expect(await page.locator('[data-field-id="sine.quadrant"]').textContent()).toContain('deep green');
  });

  it('speaks Chinese when the interface does', async () => {
    await page.goto('/apps/academy/course/matrix-waves/10');
    expect(await atStep('matrix-waves', 10)).toBe('Moon from the seabed');
    await new ShellPage(page).toggleLanguage();
    await page.waitForFunction(() => document.querySelector('[data-testid="course-step-title"]')?.textContent === '海底捞月');
    expect(await reader().getAttribute('data-step')).toBe('10');
    await page.goto('/apps/academy/guide');
    await page.waitForFunction(() => document.querySelector('[data-field-id="sine.quadrant"]')?.textContent?.includes('深绿'));
    await new ShellPage(page).toggleLanguage();
  });
});
