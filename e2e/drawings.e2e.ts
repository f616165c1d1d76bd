import { formatPrice, priceDigits } from '@signaldesk/format';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en as drawingsEn } from '../apps/web/src/features/drawings/drawingsTexts.en.js';
import { zh as drawingsZh } from '../apps/web/src/features/drawings/drawingsTexts.zh.js';
import { BUSY_SERVER_MS, grantRole, type Harness, signedInPage, startHarness } from './harness.js';
import { type Anchored, along, ChartDrawingsPage, type PaneSpot, type Placed } from './pages/ChartDrawingsPage.js';
import { QuotePage } from './pages/QuotePage.js';
import { ShellPage } from './pages/ShellPage.js';

const DRAWER_EMAIL = 'drawings-member@example.com';
const OTHER_EMAIL = 'drawings-other@example.com';
const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** Each language draws on its own chart, so the second run starts from an empty one. */
const RUNS = [
  { language: 'en', lang: 'en', locale: 'en-US', symbol: 'AAPL', note: 'Breakout watch', reworded: 'Breakout confirmed' },
  { language: 'zh', lang: 'zh-CN', locale: 'zh-CN', symbol: 'MSFT', note: '突破观察', reworded: '突破确认' },
] as const;

/** Where each kind is drawn, in fractions of the price pane: below its legend, apart from one another. */
const SPOTS = {
  trend: [
    { x: 0.1, y: 0.55 },
    { x: 0.24, y: 0.75 },
  ],
  horizontal: [{ x: 0.5, y: 0.92 }],
  ray: [
    { x: 0.3, y: 0.8 },
    { x: 0.4, y: 0.84 },
  ],
  rectangle: [
    { x: 0.45, y: 0.5 },
    { x: 0.58, y: 0.65 },
  ],
  fibonacci: [
    { x: 0.64, y: 0.5 },
    { x: 0.8, y: 0.78 },
  ],
  note: [{ x: 0.28, y: 0.6 }],
} satisfies Record<string, PaneSpot[]>;
const KINDS = ['trend', 'horizontal', 'ray', 'rectangle', 'fibonacci', 'note'] as const;
/** How far the trend line is dragged, in pixels. */
const MOVE = { dx: 50, dy: -30 };
/** How far the trend line's end handle is dragged, in pixels: across the line, so that its old course is left bare. */
const STRETCH = { dx: -30, dy: 50 };

const midpoint = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
/** Three quarters of the way from a to b: on the line, clear of both handles. */
const towards = (a: { x: number; y: number }, b: { x: number; y: number }) => ({ x: a.x + (b.x - a.x) * 0.75, y: a.y + (b.y - a.y) * 0.75 });
const byKind = (placed: Placed[], kind: string) => {
  const found = placed.find((drawing) => drawing.kind === kind);
  if (!found) throw new Error(`no ${kind} on the chart`);
  return found;
};

/** A point on the line of each drawing, where its colour must show. */
function probes(placed: Placed[], paneWidth: number): { x: number; y: number }[] {
  return placed.map((drawing) => {
    const [a, b] = drawing.points as [{ x: number; y: number }, { x: number; y: number }];
    switch (drawing.kind) {
      case 'horizontal':
        return { x: paneWidth * 0.05, y: a.y };
      case 'ray':
        // Past its second anchor, where only a ray goes.
        return { x: b.x + (b.x - a.x) / 2, y: b.y + (b.y - a.y) / 2 };
      case 'rectangle':
        return { x: (a.x + b.x) / 2, y: Math.min(a.y, b.y) };
      case 'fibonacci':
        // The 50 % level, half-way across.
        return { x: (a.x + b.x) / 2 + 20, y: (a.y + b.y) / 2 };
      case 'note':
        return { x: a.x + 1, y: a.y - 10 };
      default:
        return midpoint(a, b);
    }
  });
}

describe('drawing on the quote chart', () => {
  let harness: Harness;
  let drawerContext: BrowserContext;
  let otherContext: BrowserContext;
  let page: Page;
  let other: Page;
  let quote: QuotePage;
  let drawings: ChartDrawingsPage;

  const signedIn = (email: string) => signedInPage(harness, email, { viewport: LAPTOP });

  beforeAll(async () => {
    harness = await startHarness();
    ({ context: drawerContext, page } = await signedIn(DRAWER_EMAIL));
    ({ context: otherContext, page: other } = await signedIn(OTHER_EMAIL));
    await grantRole(harness, [DRAWER_EMAIL, OTHER_EMAIL]);
    quote = new QuotePage(page);
    drawings = new ChartDrawingsPage(page);
  });

  afterAll(async () => {
    await otherContext?.close();
    await drawerContext?.close();
    await harness?.close();
  });

  async function openChart(symbol: string, duration = '1d'): Promise<void> {
    await quote.open(`/apps/quote/folder/us/${symbol}/${duration}`);
    await quote.waitForChart(symbol, duration);
    await drawings.waitForLoaded();
  }

  for (const run of RUNS) {
    const texts = { en: drawingsEn, zh: drawingsZh }[run.language];

    it(`in ${run.language}: draws each of the six kinds, selects and moves one, deletes, and keeps the rest over a reload and a duration switch`, async () => {
      await page.goto('/apps/quote');
      await new ShellPage(page).switchLanguage(run.lang);
      await openChart(run.symbol);
      expect(await drawings.count()).toBe(0);
      expect(await drawings.colourInPane()).toBe(0);

      // Esc cancels a drawing in progress: nothing is kept and the tool is put down.
      await drawings.pick(texts.tools.trend);
      expect(await page.getByTestId('drawing-hint').innerText()).toBe(`${texts.tools.trend} · ${texts.hint.two}`);
      await drawings.clickAt({ x: 0.1, y: 0.45 });
      expect(await drawings.attribute('placing')).toBe('yes');
      await page.keyboard.press('Escape');
      expect(await drawings.attribute('placing')).toBe('');
      expect(await drawings.attribute('tool')).toBe('');
      expect(await page.getByTestId('drawing-hint').count()).toBe(0);

      await drawings.draw(texts.tools.trend, SPOTS.trend);
      // The magnet puts the horizontal line on a price of the candle under the pointer.
      await page.getByTestId('drawing-magnet').click();
      await drawings.draw(texts.tools.horizontal, SPOTS.horizontal);
      await page.getByTestId('drawing-magnet').click();
      await drawings.draw(texts.tools.ray, SPOTS.ray);
      await drawings.draw(texts.tools.rectangle, SPOTS.rectangle);
      await drawings.draw(texts.tools.fibonacci, SPOTS.fibonacci);
      await drawings.pick(texts.tools.note);
      await drawings.clickAt(SPOTS.note[0]!);
      await page.getByTestId('drawing-note-text').fill(run.note);
      await page.getByRole('button', { name: texts.noteSave }).click();
      await drawings.waitForCount(6);
      expect((await drawings.attribute('kinds')).split(' ')).toEqual([...KINDS]);

      const anchors = await drawings.anchors();
      expect(anchors[5]).toMatchObject({ kind: 'note', text: run.note });
      const { text: exported } = await quote.download('chart-export-json');
      const candles: { ts: number; open: number; high: number; low: number; close: number }[] = JSON.parse(exported).candles;
      const level = anchors[1]!.points[0]!;
      const candle = candles.find((bar) => bar.ts === level.time);
      expect(candle, 'the horizontal line sits on a candle').toBeDefined();
      expect([candle!.open, candle!.high, candle!.low, candle!.close]).toContain(level.price);

      const pane = await drawings.paneBox();
      await expect.poll(async () => (await drawings.placed()).length).toBe(6);
      const placed = await drawings.placed();
      for (const [i, count] of (await drawings.colourAround(probes(placed, pane.width))).entries()) {
        expect(count, `${placed[i]!.kind} is painted`).toBeGreaterThan(0);
      }
      // The Fibonacci drawing has its seven levels, each a line across its span.
      const fibonacci = byKind(placed, 'fibonacci');
      expect(fibonacci.levels).toHaveLength(7);
      // Its labels read prices as the rest of the app does, with the candles' decimals.
      const [from, to] = anchors[4]!.points.map((point) => point.price) as [number, number];
      const digits = priceDigits(candles[candles.length - 1]!.close, run.symbol);
      expect(fibonacci.labels[0]).toBe(`0% (${formatPrice(to, run.language, digits, run.symbol)})`);
      expect(fibonacci.labels[3]).toBe(`50% (${formatPrice(to + (from - to) * 0.5, run.language, digits, run.symbol)})`);
      // Each level is painted all along the right half of its span, right of its label and clear of the anchor handles
      // the selected drawing shows, whatever candles or indicator lines lie under it.
      const [left, right] = [Math.min(...fibonacci.points.map((point) => point.x)), Math.max(...fibonacci.points.map((point) => point.x)) - 8];
      for (const y of fibonacci.levels) {
        const samples = along({ x: (left + right) / 2, y }, { x: right, y });
        expect(await drawings.colourAround(samples, 1), `the level at ${y} is a line across its span`).not.toContain(0);
      }

      // Select the trend line and drag it; the chart does not scroll under the drag.
      const trend = byKind(placed, 'trend');
      const [a, b] = trend.points as [{ x: number; y: number }, { x: number; y: number }];
      const grip = midpoint(a, b);
      await page.mouse.click(pane.x + grip.x, pane.y + grip.y);
      await expect.poll(() => drawings.attribute('selected')).toBe(trend.id);
      await drawings.drag({ x: pane.x + grip.x, y: pane.y + grip.y }, MOVE.dx, MOVE.dy);
      await expect.poll(async () => byKind(await drawings.placed(), 'trend').points[0]!.y).not.toBe(a.y);
      const afterMove = await drawings.placed();
      const moved = byKind(afterMove, 'trend').points;
      const barWidth = pane.width / Number(await page.getByTestId('chart-canvas').getAttribute('data-visible-bars'));
      expect(Math.abs(moved[0]!.x - (a.x + MOVE.dx))).toBeLessThanOrEqual(barWidth);
      expect(Math.abs(moved[0]!.y - (a.y + MOVE.dy))).toBeLessThanOrEqual(2);
      expect(Math.abs(moved[1]!.y - (b.y + MOVE.dy))).toBeLessThanOrEqual(2);
      expect(byKind(afterMove, 'rectangle').points).toEqual(byKind(placed, 'rectangle').points);
      const [atNew, atOld] = await drawings.colourAround([midpoint(moved[0]!, moved[1]!), grip]);
      expect(atNew, 'the trend line is painted where it was dragged').toBeGreaterThan(0);
      expect(atOld, 'and no longer where it was').toBe(0);
      expect((await drawings.anchors())[0]!.points).not.toEqual(anchors[0]!.points);

      // The selected trend line's end handle moves its end only: the start stays on screen and as saved.
      const [start, end] = moved as [{ x: number; y: number }, { x: number; y: number }];
      const savedMove = (await drawings.anchors())[0]!.points;
      await drawings.drag({ x: pane.x + end.x, y: pane.y + end.y }, STRETCH.dx, STRETCH.dy);
      await expect.poll(async () => (await drawings.anchors())[0]!.points[1]).not.toEqual(savedMove[1]);
      const savedStretch = (await drawings.anchors())[0]!.points;
      expect(savedStretch[0]).toEqual(savedMove[0]);
      expect(savedStretch[1]!.time).toBeLessThan(savedMove[1]!.time);
      expect(savedStretch[1]!.price).toBeLessThan(savedMove[1]!.price);
      await expect.poll(async () => byKind(await drawings.placed(), 'trend').points[1]!.y).not.toBe(end.y);
      const stretched = byKind(await drawings.placed(), 'trend').points;
      expect(stretched[0]).toEqual(start);
      expect(Math.abs(stretched[1]!.x - (end.x + STRETCH.dx))).toBeLessThanOrEqual(barWidth);
      expect(Math.abs(stretched[1]!.y - (end.y + STRETCH.dy))).toBeLessThanOrEqual(2);
      expect(await drawings.attribute('selected')).toBe(trend.id);
      const [onStretched, onUnstretched] = await drawings.colourAround([towards(start, stretched[1]!), towards(start, end)]);
      expect(onStretched, 'the trend line is painted to its new end').toBeGreaterThan(0);
      expect(onUnstretched, 'and no longer to its old one').toBe(0);

      // A double click on the note opens its words; saving replaces them. The toolbar's Edit text opens them again.
      const note = byKind(await drawings.placed(), 'note');
      const words = await drawings.doubleClickNote(note.points[0]!);
      expect(await words.inputValue()).toBe(run.note);
      await words.fill(run.reworded);
      await page.getByRole('button', { name: texts.noteUpdate }).click();
      await words.waitFor({ state: 'detached' });
      await expect.poll(async () => (await drawings.anchors())[5]).toMatchObject({ kind: 'note', text: run.reworded, points: anchors[5]!.points });
      expect(await drawings.attribute('selected')).toBe(note.id);
      expect(await drawings.count()).toBe(6);
      await page.getByTestId('drawing-tools').getByRole('button', { name: texts.editText }).click();
      expect(await words.inputValue()).toBe(run.reworded);
      await page.keyboard.press('Escape');
      await words.waitFor({ state: 'detached' });
      expect((await drawings.anchors())[5]!.text).toBe(run.reworded);

      // Delete the horizontal line with the Delete key.
      const horizontal = byKind(afterMove, 'horizontal');
      await page.mouse.click(pane.x + pane.width * 0.03, pane.y + horizontal.points[0]!.y);
      await expect.poll(() => drawings.attribute('selected')).toBe(horizontal.id);
      await page.keyboard.press('Delete');
      await drawings.waitForCount(5);
      expect(await drawings.attribute('selected')).toBe('');
      await expect.poll(async () => (await drawings.colourAround([{ x: pane.width * 0.05, y: horizontal.points[0]!.y }]))[0]).toBe(0);

      // During replay a drawing is placed as ever; this one goes with the toolbar's delete button.
      // Replay may page older history in front; it stays short of the newest candle all the same.
      const replaying = async () => (await quote.number('window')) < (await quote.number('candles'));
      const replayAt = await drawings.at({ x: 0.88, y: 0.4 });
      await page.mouse.dblclick(replayAt.x, replayAt.y);
      await expect.poll(replaying).toBe(true);
      await drawings.draw(texts.tools.horizontal, [{ x: 0.5, y: 0.45 }]);
      expect(await replaying()).toBe(true);
      await page.getByTestId('drawing-tools').getByRole('button', { name: texts.delete }).click();
      await drawings.waitForCount(5);
      await quote.restore();

      const kept: Anchored[] = await drawings.anchors();
      expect(kept.map((drawing) => drawing.kind)).toEqual(['trend', 'ray', 'rectangle', 'fibonacci', 'note']);

      await page.reload();
      await quote.waitForChart(run.symbol, '1d');
      await drawings.waitForLoaded();
      await drawings.waitForCount(5);
      expect(await drawings.anchors()).toEqual(kept);
      expect(kept[0]!.points, 'the trend line keeps its stretched end').toEqual(savedStretch);
      expect(kept[4]!.text, 'the note keeps its new words').toBe(run.reworded);
      await expect.poll(async () => (await drawings.placed()).length).toBe(5);
      for (const count of await drawings.colourAround(probes(await drawings.placed(), pane.width))) expect(count).toBeGreaterThan(0);

      await quote.chooseDuration('1wk');
      await quote.waitForChart(run.symbol, '1wk');
      await drawings.waitForLoaded();
      expect(await drawings.count()).toBe(0);
      await expect.poll(() => drawings.colourInPane()).toBe(0);
      await quote.chooseDuration('1d');
      await quote.waitForChart(run.symbol, '1d');
      await drawings.waitForCount(5);
      expect(await drawings.anchors()).toEqual(kept);
      await expect.poll(async () => (await drawings.placed()).length).toBe(5);
      for (const count of await drawings.colourAround(probes(await drawings.placed(), pane.width))) expect(count).toBeGreaterThan(0);
    }, 600_000);

    it(`in ${run.language}: another member does not see them`, async () => {
      await other.goto('/apps/quote');
      await new ShellPage(other).switchLanguage(run.lang);
      const otherQuote = new QuotePage(other);
      const otherDrawings = new ChartDrawingsPage(other);
      await otherQuote.open(`/apps/quote/folder/us/${run.symbol}/1d`);
      await otherQuote.waitForChart(run.symbol, '1d');
      await otherDrawings.waitForLoaded();
      expect(await otherDrawings.count()).toBe(0);
      expect(await otherDrawings.colourInPane()).toBe(0);
      await other.getByTestId('drawing-tools').getByRole('button', { name: texts.tools.fibonacci }).waitFor();
    }, 300_000);

    it(`in ${run.language} on a 390×844 phone: the Draw button's menu places a horizontal line by a tap, kept over a reload`, async () => {
      // The same member's session on a touch phone: a second sign-in so soon would wait for the next code.
      const phone = await harness.newContext({ viewport: PHONE, hasTouch: true, locale: run.locale, storageState: await drawerContext.storageState() });
      phone.setDefaultTimeout(BUSY_SERVER_MS);
      try {
        const phonePage = await phone.newPage();
        const phoneQuote = new QuotePage(phonePage);
        const phoneDrawings = new ChartDrawingsPage(phonePage);
        // The week chart: the laptop run left it empty.
        await phoneQuote.open(`/apps/quote/folder/us/${run.symbol}/1wk`);
        expect(await phonePage.evaluate(() => document.documentElement.lang)).toBe(run.lang);
        await phoneQuote.waitForChart(run.symbol, '1wk');
        await phoneDrawings.waitForLoaded();
        expect(await phoneDrawings.count()).toBe(0);
        expect(await phonePage.getByTestId('drawing-tools').isVisible()).toBe(false);

        await phoneDrawings.fromDrawMenu(texts.draw, texts.tools.horizontal);
        expect(await phoneDrawings.attribute('tool')).toBe('horizontal');
        expect(await phonePage.getByTestId('drawing-hint').innerText()).toBe(`${texts.tools.horizontal} · ${texts.hint.oneTouch}`);
        await phoneDrawings.tapAt({ x: 0.5, y: 0.7 });
        await phoneDrawings.waitForCount(1);
        expect(await phoneDrawings.attribute('tool')).toBe('');

        const pane = await phoneDrawings.paneBox();
        await expect.poll(async () => (await phoneDrawings.placed()).length).toBe(1);
        const [line] = await phoneDrawings.placed();
        expect(line!.kind).toBe('horizontal');
        expect(Math.abs(line!.points[0]!.y - pane.height * 0.7)).toBeLessThanOrEqual(2);
        const across = [0.05, 0.5, 0.9].map((x) => ({ x: pane.width * x, y: line!.points[0]!.y }));
        for (const count of await phoneDrawings.colourAround(across)) expect(count).toBeGreaterThan(0);
        // The Draw button took a place in the toolbar's rows: nothing is wider than the phone.
        const widths = await phonePage.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(widths.document).toBeLessThanOrEqual(widths.viewport);

        const kept = await phoneDrawings.anchors();
        await phonePage.reload();
        await phoneQuote.waitForChart(run.symbol, '1wk');
        await phoneDrawings.waitForCount(1);
        expect(await phoneDrawings.anchors()).toEqual(kept);
        await expect.poll(async () => (await phoneDrawings.placed()).length).toBe(1);
        // The line keeps its price; the live answer may move the price axis under it, so it is read where it lies now.
        const [reloaded] = await phoneDrawings.placed();
        const acrossNow = across.map(({ x }) => ({ x, y: reloaded!.points[0]!.y }));
        for (const count of await phoneDrawings.colourAround(acrossNow)) expect(count).toBeGreaterThan(0);
      } finally {
        await phone.close();
      }
    }, 300_000);
  }
});
