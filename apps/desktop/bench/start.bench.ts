/**
 * The packaged assistant from start to first chart, printing JSON (not a test): the Linux executable is built (its
 * build time and size are printed too), then started in window mode on a virtual X display (Xvfb) with the system's
 * Chromium, signed in to a real product server on SQLite with the demo market, its layout showing AAPL. A start is
 * timed from spawning the executable to the moment the window's page marks its first drawn chart
 * (`data-first-chart-ms` after the page's time origin). The first start unpacks the native canvas library and fetches
 * the candles; the later ones, measured for the median, go on with the kept session and cache, as a trader's do.
 * BENCH_PRODUCT_LATENCY_MS puts the product that many ms away (a round trip), as a trader's server is, behind a proxy
 * that holds each chunk half of it in each direction.
 * Run: npm run bench -w apps/desktop (needs the window's page built: npm run build:ui -w apps/desktop)
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app/buildApp.js';
import { openSession } from '../../server/src/auth/sessions.js';
import { accountFor } from '../../server/src/users/accounts.js';
import { quantile, round } from '../../server/bench/benchFigures.js';
import { openBenchServices } from '../../server/bench/benchServices.js';
import { DEFAULT_LAYOUT } from '../src/window/windowApi.js';
import { windowPage, windowPortFile } from '../test/desktopRun.js';
import { DESKTOP_EXECUTABLE, startDesktopExecutable } from '../test/packagedAssistant.js';
import { startVirtualDisplay } from '../test/virtualDisplay.js';
import { CHROMIUM } from '../../server/test/chromium.js';

const RUNS = 7;
const ADMIN = 'bench@signaldesk.local';
const GOAL_MS = 3000;
const LATENCY_MS = Number(process.env.BENCH_PRODUCT_LATENCY_MS ?? 0);

const buildStarted = performance.now();
execFileSync('npm', ['run', 'build:executable', '-w', 'apps/desktop'], { cwd: join(import.meta.dirname, '../../..'), stdio: 'ignore' });
const buildSeconds = (performance.now() - buildStarted) / 1000;

const bench = await openBenchServices({ now: () => Date.now() / 1000, adminEmail: ADMIN });
const app = await buildApp(bench.services);
const directUrl = new URL(await app.listen({ port: 0, host: '127.0.0.1' }));

/** Forwards one direction of a connection, each chunk after half the round trip; timers of one delay keep their order. */
function delayed(from: Socket, to: Socket): void {
  from.on('data', (chunk) => setTimeout(() => to.writable && to.write(chunk), LATENCY_MS / 2));
  from.on('end', () => setTimeout(() => to.end(), LATENCY_MS / 2));
  from.on('error', () => to.destroy());
}
const distance = createServer((client) => {
  const upstream = connect(Number(directUrl.port), directUrl.hostname);
  delayed(client, upstream);
  delayed(upstream, client);
});
await new Promise<void>((resolve) => distance.listen(0, '127.0.0.1', resolve));
const productUrl = LATENCY_MS > 0 ? `http://127.0.0.1:${(distance.address() as AddressInfo).port}` : directUrl.origin;
const admin = await accountFor(bench.services, { subject_kind: 'email', subject: ADMIN });
const { refreshToken } = await openSession(bench.services, admin.userid, 'desktop', 'bench');
const display = await startVirtualDisplay();
const home = mkdtempSync(join(tmpdir(), 'signaldesk-start-bench-'));
const dataDir = join(home, 'data');
mkdirSync(dataDir, { recursive: true });
writeFileSync(join(dataDir, 'window-layout.json'), JSON.stringify({ ...DEFAULT_LAYOUT, symbol: 'AAPL' }));

/** One start to first chart in ms; the window is then closed, which ends the assistant. */
async function startToFirstChart(token: string): Promise<number> {
  rmSync(windowPortFile(dataDir), { force: true });
  const spawnedAt = Date.now();
  const assistant = startDesktopExecutable(['--server', productUrl, '--data-dir', dataDir, '--export-dir', join(home, 'charts'), '--port', '0'], {
    HOME: home,
    DISPLAY: display.display,
    SIGNALDESK_DESKTOP_TOKEN: token,
    SIGNALDESK_BROWSER: CHROMIUM,
    SIGNALDESK_WINDOW_ARGS: '--remote-debugging-port=0 --no-sandbox --disable-gpu',
  });
  const { browser, page } = await windowPage(assistant, dataDir);
  await page.locator('html[data-chart-drawn="1"]').waitFor({ state: 'attached', timeout: 120_000 });
  const drawnAt = (await page.evaluate(() => performance.timeOrigin)) + Number(await page.locator('html').getAttribute('data-first-chart-ms'));
  await page.close();
  await browser.close().catch(() => undefined);
  const status = await assistant.exited;
  if (status !== 0) throw new Error(`the assistant ended with ${status}:\n${assistant.output()}`);
  return drawnAt - spawnedAt;
}

const firstMs = await startToFirstChart(refreshToken);
const keptMs: number[] = [];
for (let i = 0; i < RUNS; i++) keptMs.push(await startToFirstChart(''));

console.log(
  JSON.stringify(
    {
      startToFirstChart: {
        productLatencyMs: LATENCY_MS,
        firstStartMs: round(firstMs),
        medianMs: round(quantile(keptMs, 0.5)),
        minMs: round(Math.min(...keptMs)),
        maxMs: round(Math.max(...keptMs)),
        runs: RUNS,
        goalMs: GOAL_MS,
      },
      executable: { file: DESKTOP_EXECUTABLE, megabytes: round(statSync(DESKTOP_EXECUTABLE).size / 2 ** 20), buildSeconds: round(buildSeconds) },
    },
    null,
    2,
  ),
);
await display.close();
distance.close();
await app.close();
await bench.close();
rmSync(home, { recursive: true, force: true });
