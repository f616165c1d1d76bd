/**
 * Chart speed in Chromium (not a test): run `npm run build -w apps/web`, then `npx tsx apps/web/bench/chartSpeed.ts`.
 * Starts the server as the e2e harness does, signs a member in and prints JSON: navigation to the first painted
 * chart (cold and warm, median of 10), duration switch, p95 frame time while panning 1,000 candles with every
 * overlay on, and the gzip size of the JavaScript the chart route loads.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL, startHarness } from '../../../e2e/harness.js';
import { AdminUsersPage } from '../../../e2e/pages/AdminUsersPage.js';
import { LoginPage } from '../../../e2e/pages/LoginPage.js';

const DIST = resolve(import.meta.dirname, '../dist');
const MEMBER = 'speed-member@example.com';
const CHART_PATH = '/apps/quote/folder/us/AAPL/1d';
const OTHER_PATH = '/apps/academy/courses';
const RUNS = 10;
const PAN_CANDLES = 1_000;
const READY = '[data-testid="quote-chart"][data-status="ready"]';

/** Every overlay and pane on: matrix with help lines, trend lines, both waves, KD and volume, all three sheets. */
const ALL_ON: Record<string, string> = {
  'chart.sine': '1',
  'chart.chord': '1',
  'chart.kdvol': '1',
  'chart.trendline': '1',
  'chart.hoverSheet': '1',
  'chart.staticSheet': '1',
  'chart.sidebarSheet': '1',
  'chart.ladder': '0',
  'chart.screen': '0',
  helpline: '1',
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
};
const round = (value: number) => Math.round(value * 10) / 10;

/** Records, from navigation start, when the chart first shows drawn candles: two frames after it is ready. */
const PAINT_PROBE = `
  window.__chartPainted = new Promise((resolve) => {
    const check = () => {
      if (document.querySelector('${READY}')) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      else requestAnimationFrame(check);
    };
    check();
  });
`;

async function timeToChart(page: Page, path: string): Promise<number> {
  await page.goto(path);
  return page.evaluate<number>('window.__chartPainted');
}

async function signedInState(harness: Awaited<ReturnType<typeof startHarness>>) {
  const admin = await harness.newContext();
  const adminPage = await admin.newPage();
  await new LoginPage(adminPage, harness.mailbox).open();
  await new LoginPage(adminPage, harness.mailbox).signIn(ADMIN_EMAIL);
  const member = await harness.newContext();
  const page = await member.newPage();
  await new LoginPage(page, harness.mailbox).open();
  await new LoginPage(page, harness.mailbox).signIn(MEMBER);
  const users = new AdminUsersPage(adminPage);
  await users.open();
  await users.changeRole(MEMBER, 'Member');
  await page.evaluate((switches) => {
    for (const [key, value] of Object.entries(switches)) localStorage.setItem(key, value);
  }, ALL_ON);
  // Opens the chart once so the server has fetched and computed the series before anything is timed.
  await page.goto(CHART_PATH);
  await page.locator(READY).waitFor({ timeout: 120_000 });
  const state = await member.storageState();
  await admin.close();
  await member.close();
  return state;
}

async function scriptsLoaded(context: BrowserContext, path: string, wait: (page: Page) => Promise<unknown>): Promise<string[]> {
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/')) scripts.push(url.pathname);
  });
  await page.goto(path);
  await wait(page);
  await page.close();
  return scripts;
}

const gzipOf = async (files: string[]) => {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(DIST, file))).length;
  return total;
};

/**
 * Switches between 1d and 1wk by clicking the tab and times it to the new chart's second frame. Probes run in the
 * page as text: tsx would otherwise name their inner functions with a helper the page does not have.
 */
async function durationSwitch(page: Page, duration: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const start = performance.now();
    document.querySelector('[data-testid="duration-${duration}"]').click();
    const check = () => {
      if (document.querySelector('${READY}[data-duration="${duration}"]')) {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
      } else requestAnimationFrame(check);
    };
    check();
  })`);
}

/** Drags the chart towards older candles until at least `count` are loaded. */
async function loadCandles(page: Page, count: number): Promise<number> {
  const box = (await page.getByTestId('chart-canvas').boundingBox())!;
  const y = box.y + 120;
  for (let i = 0; i < 40; i++) {
    const loaded = Number(await page.getByTestId('quote-chart').getAttribute('data-candles'));
    if (loaded >= count) return loaded;
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.9, y, { steps: 10 });
    await page.mouse.up();
    await page.waitForTimeout(400);
  }
  return Number(await page.getByTestId('quote-chart').getAttribute('data-candles'));
}

/**
 * Frame time while panning: for each frame, from its animation-frame callback to the task after its rendering
 * (the chart draws in its own animation-frame callback, then style, layout and paint follow), so the figure is
 * the work per frame rather than the display's 16.7 ms refresh interval, which it also reports.
 */
async function panFrames(page: Page): Promise<{ work: number[]; intervals: number[] }> {
  await page.evaluate(`(() => {
    const probe = { work: [], intervals: [], running: true };
    window.__frames = probe;
    const channel = new MessageChannel();
    let start = 0;
    let last = 0;
    channel.port1.onmessage = () => probe.work.push(performance.now() - start);
    const frame = (now) => {
      if (last) probe.intervals.push(now - last);
      last = now;
      start = performance.now();
      channel.port2.postMessage(0);
      if (probe.running) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })()`);
  const box = (await page.getByTestId('chart-canvas').boundingBox())!;
  const y = box.y + 120;
  for (let sweep = 0; sweep < 6; sweep++) {
    const [from, to] = sweep % 2 === 0 ? [0.15, 0.9] : [0.9, 0.15];
    await page.mouse.move(box.x + box.width * from, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * to, y, { steps: 60 });
    await page.mouse.up();
  }
  return page.evaluate<{ work: number[]; intervals: number[] }>(
    '(() => { window.__frames.running = false; return { work: window.__frames.work, intervals: window.__frames.intervals }; })()',
  );
}

async function main() {
  const harness = await startHarness();
  try {
    const storageState = await signedInState(harness);

    const cold: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await harness.newContext({ storageState });
      await context.addInitScript(PAINT_PROBE);
      cold.push(await timeToChart(await context.newPage(), CHART_PATH));
      await context.close();
    }

    const context = await harness.newContext({ storageState });
    await context.addInitScript(PAINT_PROBE);
    const page = await context.newPage();
    await timeToChart(page, CHART_PATH);
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) warm.push(await timeToChart(page, CHART_PATH));

    const switches: number[] = [];
    for (let i = 0; i < RUNS; i++) switches.push(await durationSwitch(page, i % 2 === 0 ? '1wk' : '1d'));
    await page.locator(`${READY}[data-duration="1d"]`).waitFor();

    const loaded = await loadCandles(page, PAN_CANDLES);
    const frames = await panFrames(page);
    await context.close();

    const fresh = await harness.newContext({ storageState });
    const chartScripts = await scriptsLoaded(fresh, CHART_PATH, (p) => p.locator(READY).waitFor());
    const otherScripts = await scriptsLoaded(await harness.newContext({ storageState }), OTHER_PATH, (p) =>
      p.waitForLoadState('networkidle'),
    );
    const chartOnly = chartScripts.filter((file) => !otherScripts.includes(file));
    console.log(
      JSON.stringify(
        {
          navigationToChartMs: { coldMedian: round(median(cold)), warmMedian: round(median(warm)), cold: cold.map(round), warm: warm.map(round) },
          durationSwitchMs: { median: round(median(switches)), runs: switches.map(round) },
          panning: {
            candles: loaded,
            frames: frames.work.length,
            p95FrameWorkMs: round(percentile(frames.work, 95)),
            p95FrameIntervalMs: round(percentile(frames.intervals, 95)),
          },
          chartRouteJs: {
            files: chartScripts.length,
            gzipBytes: await gzipOf(chartScripts),
            chartOnlyFiles: chartOnly,
            chartOnlyGzipBytes: await gzipOf(chartOnly),
            otherRouteLoadsChart: otherScripts.some((file) => file.includes('QuoteChart')),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await harness.close();
  }
}

await main();
