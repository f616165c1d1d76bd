/**
 * Chart speed in Chromium (not a test): run `npm run build -w apps/web`, then `npx tsx apps/web/bench/chartSpeed.ts`.
 * Starts the server as the e2e harness does, signs a member in and prints JSON: navigation to the first painted
 * chart (cold and warm, median of 10) with where the time goes (shell JavaScript, sign-in check, chart JavaScript,
 * the chart's answer, first render), duration switch, p95 frame time while panning 1,000 candles with every
 * overlay on, and the JavaScript the shell and the chart route load. Beside the chart it times its floor on the same
 * server, taking turns with it: a page that only draws the same kept answer with the same series (`chartFloor.ts`).
 * It also times, warm and taking turns with the chart, the layouts screen showing four charts in a 2×2 grid to the
 * first paint of all four, beside the single chart's.
 *
 * `--before=<dist>` also measures an earlier build of the app (a copy of its apps/web/dist) in the same run, on a
 * server of its own, taking turns with this one run by run, and prints the ratio of each figure to it.
 * `--before-root=<checkout>` runs that server from another checkout (an earlier commit in a `git worktree`, with its
 * node_modules), so a server change is measured too; its apps/web/dist is the earlier build unless `--before` says.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build as bundle } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL, type Harness, startHarness } from '../../../e2e/harness.js';
import { AdminUsersPage } from '../../../e2e/pages/AdminUsersPage.js';
import { LoginPage } from '../../../e2e/pages/LoginPage.js';

const DIST = resolve(import.meta.dirname, '../dist');
const MEMBER = 'speed-member@example.com';
const CHART_PATH = '/apps/quote/folder/us/AAPL/1d';
const OTHER_PATH = '/apps/academy/courses';
const RUNS = 10;
const PAN_CANDLES = 1_000;
const READY = '[data-testid="quote-chart"][data-status="ready"]';
/** Ready, and the chart has been given its candles: the canvas says how many are in view once it has. */
const DRAWN = `${READY} [data-testid="chart-canvas"][data-visible-bars]`;

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
const GOAL = { warmMs: 500, coldMs: 1_000, shellGzipBytes: 200 * 1024 };

/**
 * Records, from navigation start, when the chart first shows drawn candles (two frames after it is ready and has its
 * candles: the screen can be ready on the tab's last answer before the chart is created), when
 * the shell's bar and the chart's frame first showed, and when the chart's first answer arrived on the socket and
 * its size: the page's WebSocket is wrapped to watch it. A chart drawn from the tab's last answer paints first.
 */
const PAINT_PROBE = `
  window.__chartAnswer = { shellShownMs: null, chartMountedMs: null, socketOpenMs: null, answerMs: null, answerBytes: null };
  let answered;
  window.__chartAnswered = new Promise((resolve) => { answered = resolve; });
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('open', () => { window.__chartAnswer.socketOpenMs ??= performance.now(); });
      this.addEventListener('message', (event) => {
        const answer = window.__chartAnswer;
        if (answer.answerMs === null && typeof event.data === 'string' && event.data.startsWith('42["kline:ohlcs"')) {
          answer.answerMs = performance.now();
          answer.answerBytes = event.data.length;
          answered();
        }
      });
    }
  };
  window.__chartPainted = new Promise((resolve) => {
    const check = () => {
      const answer = window.__chartAnswer;
      if (answer.shellShownMs === null && document.querySelector('header')) answer.shellShownMs = performance.now();
      if (answer.chartMountedMs === null && document.querySelector('[data-testid="quote-chart"]')) answer.chartMountedMs = performance.now();
      if (document.querySelector('${DRAWN}')) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      else requestAnimationFrame(check);
    };
    check();
  });
`;

/** One navigation to the chart, from navigation start (ms); each step is when its last piece had arrived. */
interface ChartNavigation {
  paintMs: number;
  shellJsMs: number;
  signInCheckMs: number;
  chartJsMs: number;
  shellShownMs: number;
  chartMountedMs: number;
  socketOpenMs: number;
  /** May come after the paint, when the chart was drawn from the tab's last answer. */
  answerMs: number;
  answerBytes: number;
  /** Bytes of JavaScript that came over the network (0 when all came from the cache). */
  jsTransferBytes: number;
}

interface LoadedResource {
  path: string;
  responseEnd: number;
  transferSize: number;
}

async function timeToChart(page: Page, path: string, shell: ReadonlySet<string>): Promise<ChartNavigation> {
  await page.goto(path);
  const paintMs = await page.evaluate<number>('window.__chartPainted');
  await page.evaluate('window.__chartAnswered');
  const { answer, resources } = await page.evaluate<{
    answer: { shellShownMs: number; chartMountedMs: number; socketOpenMs: number; answerMs: number; answerBytes: number };
    resources: LoadedResource[];
  }>(`({
    answer: window.__chartAnswer,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      responseEnd: entry.responseEnd,
      transferSize: entry.transferSize,
    })),
  })`);
  const scripts = resources.filter((resource) => resource.path.startsWith('/assets/') && resource.path.endsWith('.js'));
  const lastOf = (list: LoadedResource[]) => Math.max(0, ...list.map((resource) => resource.responseEnd));
  return {
    paintMs,
    shellJsMs: lastOf(scripts.filter((script) => shell.has(script.path))),
    signInCheckMs: lastOf(resources.filter((resource) => resource.path.startsWith('/api/auth/'))),
    chartJsMs: lastOf(scripts.filter((script) => !shell.has(script.path) && script.responseEnd <= paintMs)),
    shellShownMs: answer.shellShownMs,
    chartMountedMs: answer.chartMountedMs,
    socketOpenMs: answer.socketOpenMs,
    answerMs: answer.answerMs,
    answerBytes: answer.answerBytes,
    jsTransferBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
  };
}

/** The median of each step over the runs. */
function breakdown(runs: ChartNavigation[]) {
  const keys = Object.keys(runs[0]!) as (keyof ChartNavigation)[];
  return Object.fromEntries(keys.map((key) => [key, round(median(runs.map((run) => run[key])))])) as Record<keyof ChartNavigation, number>;
}

/**
 * The shell's first load: the entry index.html names and startApp, which it imports first thing, with everything
 * they import statically.
 */
async function shellFiles(dist: string): Promise<Set<string>> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error(`No entry script in ${dist}/index.html`);
  const entryCode = await readFile(join(dist, entry), 'utf8');
  const startApp = /["`]\.\/(startApp-[^"`]+\.js)["`]/.exec(entryCode)?.[1];
  const files = new Set<string>();
  const visit = async (path: string) => {
    if (files.has(path)) return;
    files.add(path);
    const code = await readFile(join(dist, path), 'utf8');
    for (const [, file] of code.matchAll(/(?:from|import)\s*["`]\.\/([^"`]+\.js)["`]/g)) await visit(`/assets/${file}`);
  };
  await visit(entry);
  if (startApp) await visit(`/assets/${startApp}`);
  return files;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A member signed in, and the tab's storage once the chart has been opened (its kept answer), for the floor. */
async function signedInState(harness: Harness): Promise<{ storageState: StorageState; tabStorage: [string, string][] }> {
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
  const state = { storageState: await member.storageState(), tabStorage: await page.evaluate<[string, string][]>('Object.entries(sessionStorage)') };
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

const gzipOf = async (dist: string, files: string[]) => {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(join(dist, file))).length;
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

/** A build of the app served by a server of its own, with a member signed in. */
interface Build {
  dist: string;
  harness: Harness;
  storageState: StorageState;
  tabStorage: [string, string][];
  shell: ReadonlySet<string>;
}

async function openBuild(dist: string, root?: string): Promise<Build> {
  // An earlier build has no set clock: both run on the machine's, so that they draw the same candles.
  const harness = await startHarness({ webDist: dist, clock: 'machine', ...(root ? { root } : {}) });
  try {
    return { dist, harness, ...(await signedInState(harness)), shell: await shellFiles(dist) };
  } catch (error) {
    await harness.close();
    throw error;
  }
}

/** The layouts screen's 2×2 grid, as the browser keeps the layout on screen: four markets, one chart each. */
const LAYOUT_PATH = '/apps/layout';
const LAYOUT = {
  name: null,
  arrangement: 'grid',
  charts: ['AAPL', 'MSFT', '0700.HK', 'BTC-USD'].map((symbol) => ({ symbol, duration: '1d' })),
  links: { symbol: false, duration: false, crosshair: true, range: true },
};

/** Sets the grid on the layouts screen, and resolves two frames after every chart of it shows drawn candles. */
const LAYOUT_PROBE = `
  localStorage.setItem('chart.layout', ${JSON.stringify(JSON.stringify(LAYOUT))});
  window.__layoutPainted = new Promise((resolve) => {
    const check = () => {
      if (document.querySelectorAll('${DRAWN}').length >= ${LAYOUT.charts.length}) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      else requestAnimationFrame(check);
    };
    check();
  });
`;

/** The layouts screen on a build's server, in a page of its own that has shown the grid once (its charts kept in the tab). */
async function layoutPage({ harness, storageState }: Build) {
  const context = await harness.newContext({ storageState });
  await context.addInitScript(LAYOUT_PROBE);
  const page = await context.newPage();
  const paint = async () => {
    await page.goto(LAYOUT_PATH);
    return page.evaluate<number>('window.__layoutPainted');
  };
  await paint();
  return { context, paint };
}

async function coldRun(build: Build): Promise<ChartNavigation> {
  const context = await build.harness.newContext({ storageState: build.storageState });
  await context.addInitScript(PAINT_PROBE);
  try {
    return await timeToChart(await context.newPage(), CHART_PATH, build.shell);
  } finally {
    await context.close();
  }
}

/**
 * Cold (a fresh browser context each time) and warm (the same page loading the chart again) runs to the first
 * painted chart of each build and of the floor on the current build's server, taking turns run by run so a machine
 * whose load drifts weighs on all alike.
 */
async function navigations(builds: Build[]) {
  const floor = floorOf(builds[0]!);
  const cold = builds.map(() => [] as ChartNavigation[]);
  const floorCold: FloorSteps[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const [b, build] of builds.entries()) cold[b]!.push(await coldRun(build));
    const context = await floor.open();
    floorCold.push(await floor.paint(await context.newPage()));
    await context.close();
  }
  const pages: Page[] = [];
  const contexts: BrowserContext[] = [];
  for (const build of builds) {
    const context = await build.harness.newContext({ storageState: build.storageState });
    await context.addInitScript(PAINT_PROBE);
    const page = await context.newPage();
    await timeToChart(page, CHART_PATH, build.shell);
    contexts.push(context);
    pages.push(page);
  }
  const floorContext = await floor.open();
  const floorPage = await floorContext.newPage();
  await floor.paint(floorPage);
  const warm = builds.map(() => [] as ChartNavigation[]);
  const floorWarm: FloorSteps[] = [];
  const layout = await layoutPage(builds[0]!);
  const layoutWarm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    for (const [b, build] of builds.entries()) warm[b]!.push(await timeToChart(pages[b]!, CHART_PATH, build.shell));
    floorWarm.push(await floor.paint(floorPage));
    layoutWarm.push(await layout.paint());
  }
  await floorContext.close();
  await layout.context.close();
  return {
    measured: builds.map((_, b) => ({ cold: cold[b]!, warm: warm[b]!, context: contexts[b]!, page: pages[b]! })),
    floor: summary(floorCold, floorWarm, floorSteps),
    layoutWarm,
  };
}

/** Gzip bytes of the shell's first load and of the JavaScript the chart route and another route load. */
async function javascriptSizes({ harness, storageState, dist, shell }: Build) {
  const chartContext = await harness.newContext({ storageState });
  const chartScripts = await scriptsLoaded(chartContext, CHART_PATH, (p) => p.locator(READY).waitFor());
  await chartContext.close();
  const otherContext = await harness.newContext({ storageState });
  const otherScripts = await scriptsLoaded(otherContext, OTHER_PATH, (p) => p.getByTestId('courses-page').waitFor());
  await otherContext.close();
  const chartOnly = chartScripts.filter((file) => !otherScripts.includes(file));
  return {
    shellFiles: shell.size,
    shellGzipBytes: await gzipOf(dist, [...shell]),
    chartRouteFiles: chartScripts.length,
    chartRouteGzipBytes: await gzipOf(dist, chartScripts),
    chartOnlyFiles: chartOnly,
    chartOnlyGzipBytes: await gzipOf(dist, chartOnly),
    otherRouteLoadsChart: otherScripts.some((file) => file.includes('QuoteChart')),
  };
}

/** The medians of a page's cold and warm runs, with where the time went in each. */
function summary<Run extends { paintMs: number }, Steps>(cold: Run[], warm: Run[], steps: (runs: Run[]) => Steps) {
  return {
    coldMedianMs: round(median(cold.map((run) => run.paintMs))),
    warmMedianMs: round(median(warm.map((run) => run.paintMs))),
    coldBreakdownMs: steps(cold),
    warmBreakdownMs: steps(warm),
    coldMs: cold.map((run) => round(run.paintMs)),
    warmMs: warm.map((run) => round(run.paintMs)),
  };
}

/** The floor page's address: the same series as the app's chart, drawn from the tab's kept answer. */
const FLOOR_PATH = '/chart-floor.html?series=AAPL:1d';

/**
 * A copy of a build with the floor page beside the app (`chartFloor.ts`, bundled and minified as the app is): the
 * server serves the files it finds when it starts.
 */
async function withFloor(dist: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'chart-floor-'));
  await cp(dist, folder, { recursive: true });
  await bundle({
    entryPoints: [resolve(import.meta.dirname, 'chartFloor.ts')],
    outfile: join(folder, 'assets/chart-floor.js'),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    logLevel: 'error',
  });
  await writeFile(
    join(folder, 'chart-floor.html'),
    '<!doctype html><html><head><meta charset="UTF-8"><script type="module" src="/assets/chart-floor.js"></script></head>' +
      '<body style="margin:0"><div id="chart" style="height:calc(100dvh - 196px)"></div></body></html>',
  );
  return folder;
}

interface FloorSteps {
  scriptMs: number;
  drawnMs: number;
  paintMs: number;
}

/** The floor page on a build's server, in a context whose tab holds the app's kept answer. */
function floorOf({ harness, storageState, tabStorage }: Build) {
  const restore = `for (const [key, value] of ${JSON.stringify(tabStorage)}) sessionStorage.setItem(key, value);`;
  return {
    open: async () => {
      const context = await harness.newContext({ storageState });
      await context.addInitScript(restore);
      return context;
    },
    paint: async (page: Page) => {
      await page.goto(FLOOR_PATH);
      return page.evaluate<FloorSteps>('window.__floorPainted');
    },
  };
}

/** When the floor's code started and when its chart had been given its candles, median of the runs. */
const floorSteps = (runs: FloorSteps[]) => ({
  scriptStartedMs: round(median(runs.map((run) => run.scriptMs))),
  chartGivenCandlesMs: round(median(runs.map((run) => run.drawnMs))),
});

const ratio = (now: number, before: number) => Math.round((now / before) * 100) / 100;
const load = () => loadavg().map((value) => Math.round(value * 100) / 100);

async function main() {
  const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const beforeRoot = option('before-root');
  const beforeDist = option('before') ?? (beforeRoot && join(beforeRoot, 'apps/web/dist'));
  const loadAtStart = load();
  const builds: Build[] = [];
  const withFloorPage = await withFloor(DIST);
  try {
    builds.push(await openBuild(withFloorPage));
    if (beforeDist) builds.push(await openBuild(resolve(beforeDist), beforeRoot && resolve(beforeRoot)));
    const {
      measured: [current, earlier],
      floor,
      layoutWarm,
    } = await navigations(builds);
    const { context, page } = current!;
    const now = summary(current!.cold, current!.warm, breakdown);

    const switches: number[] = [];
    for (let i = 0; i < RUNS; i++) switches.push(await durationSwitch(page, i % 2 === 0 ? '1wk' : '1d'));
    await page.locator(`${READY}[data-duration="1d"]`).waitFor();
    const loaded = await loadCandles(page, PAN_CANDLES);
    const frames = await panFrames(page);
    await context.close();

    const nowJs = await javascriptSizes(builds[0]!);
    const before = earlier && { navigation: summary(earlier.cold, earlier.warm, breakdown), javascript: await javascriptSizes(builds[1]!) };
    console.log(
      JSON.stringify(
        {
          load: { atStart: loadAtStart, atEnd: load() },
          goal: GOAL,
          navigationToChart: now,
          layoutOfFourCharts: {
            warmMedianMs: round(median(layoutWarm)),
            warmMs: layoutWarm.map(round),
            ratioToChartWarm: ratio(median(layoutWarm), now.warmMedianMs),
            withinTwiceTheChart: median(layoutWarm) <= 2 * now.warmMedianMs,
          },
          floor: {
            ...floor,
            ratioOfChartToFloor: { warm: ratio(now.warmMedianMs, floor.warmMedianMs), cold: ratio(now.coldMedianMs, floor.coldMedianMs) },
          },
          javascript: nowJs,
          durationSwitchMs: { median: round(median(switches)), runs: switches.map(round) },
          panning: {
            candles: loaded,
            frames: frames.work.length,
            p95FrameWorkMs: round(percentile(frames.work, 95)),
            p95FrameIntervalMs: round(percentile(frames.intervals, 95)),
          },
          meetsGoal: {
            warm: now.warmMedianMs < GOAL.warmMs,
            cold: now.coldMedianMs < GOAL.coldMs,
            shell: nowJs.shellGzipBytes < GOAL.shellGzipBytes,
          },
          ...(before && {
            before,
            ratioToBefore: {
              warmMedian: ratio(now.warmMedianMs, before.navigation.warmMedianMs),
              coldMedian: ratio(now.coldMedianMs, before.navigation.coldMedianMs),
              shellGzip: ratio(nowJs.shellGzipBytes, before.javascript.shellGzipBytes),
              chartRouteGzip: ratio(nowJs.chartRouteGzipBytes, before.javascript.chartRouteGzipBytes),
            },
          }),
        },
        null,
        2,
      ),
    );
  } finally {
    for (const build of builds) await build.harness.close();
    await rm(withFloorPage, { recursive: true, force: true });
  }
}

await main();
