/**
 * The local chart server beside a hostile page, printing JSON (not a test): the assistant runs as `npm run desktop
 * -- --no-window` does, signed in to a real product server on SQLite with the demo market, while the trader's script
 * asks for the panel every 150 ms. First with nothing else, then while a page on another local port loads 650
 * pictures and 40 of the largest in Chromium, then while a script of the trader's own asks for 40 of the largest at
 * once. For each: the script's answers by status, their median and 95th percentile, and the assistant's memory (its
 * resident size before, and the most it held meanwhile).
 * Run: npx tsx apps/desktop/bench/hostilePage.bench.ts (Linux: the memory is read from /proc)
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildApp } from '../../server/src/app/buildApp.js';
import { openSession } from '../../server/src/auth/sessions.js';
import { accountFor } from '../../server/src/users/accounts.js';
import { quantile, round } from '../../server/bench/benchFigures.js';
import { openBenchServices } from '../../server/bench/benchServices.js';
import { desktop, LISTENING } from '../test/desktopRun.js';
import { HOSTILE_PICTURES, hostilePage, type PageOutcome, type ScriptCall, scriptPanelCalls } from '../test/hostilePage.js';
import { ask } from '../test/localClient.js';
import { CHROMIUM } from '../../server/test/chromium.js';

const ADMIN = 'bench@signaldesk.local';
const LARGEST = '/kline/chart/AAPL/1d?width=3840&height=2160&candles=400';

const bench = await openBenchServices({ now: () => Date.now() / 1000, adminEmail: ADMIN });
const app = await buildApp(bench.services);
const productUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const admin = await accountFor(bench.services, { subject_kind: 'email', subject: ADMIN });
const { refreshToken } = await openSession(bench.services, admin.userid, 'desktop', 'bench');
const folder = mkdtempSync(join(tmpdir(), 'signaldesk-hostile-bench-'));
const assistant = desktop(['--no-window', '--server', productUrl, '--export-dir', join(folder, 'charts'), '--data-dir', join(folder, 'data'), '--port', '0'], {
  SIGNALDESK_DESKTOP_TOKEN: refreshToken,
  LANG: 'en_US.UTF-8',
});
const [, localUrl] = await assistant.printed(LISTENING);
const pid = assistant.child.pid!;

const mib = (kib: number) => round(kib / 1024, 0);
const memoryKib = (field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

/** The script's calls while `work` runs, and what the assistant held meanwhile. */
async function beside(work: () => Promise<unknown>) {
  const rssBeforeMiB = mib(memoryKib('VmRSS'));
  // Resets the peak, so it is this phase's.
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  let busy = true;
  // Under 400 calls a minute, so the script never spends its own budget of 600 whatever the phase takes.
  const calls = scriptPanelCalls(localUrl!, () => busy, { after: 20, most: 2_000, pauseMs: 150 });
  const outcome = await work();
  busy = false;
  const script: ScriptCall[] = await calls;
  const byStatus = Object.fromEntries([...new Set(script.map((call) => call.status))].map((status) => [status, script.filter((call) => call.status === status).length]));
  const ms = script.map((call) => call.ms);
  return {
    outcome,
    panelCalls: { byStatus, medianMs: round(quantile(ms, 0.5)), p95Ms: round(quantile(ms, 0.95)), slowestMs: round(Math.max(...ms)) },
    assistantMiB: { before: rssBeforeMiB, most: mib(memoryKib('VmHWM')), after: mib(memoryKib('VmRSS')) },
  };
}

try {
  await ask(localUrl!, '/kline/panel/AAPL/1d');
  const idle = await beside(async () => undefined);

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await hostilePage(localUrl!);
  const hostile = await beside(async () => {
    const tab = await browser.newPage();
    await tab.goto(page.url, { waitUntil: 'domcontentloaded', timeout: 0 });
    const total = HOSTILE_PICTURES.usual + HOSTILE_PICTURES.largest;
    await tab.waitForFunction((count) => {
      const outcome = (globalThis as unknown as { outcome?: PageOutcome }).outcome;
      return outcome !== undefined && outcome.loaded + outcome.failed === count;
    }, total, { timeout: 0 });
    return tab.evaluate(() => (globalThis as unknown as { outcome: PageOutcome }).outcome);
  });
  await browser.close();
  await page.close();

  const ownScript = await beside(async () => {
    const pictures = await Promise.all(Array.from({ length: HOSTILE_PICTURES.largest }, () => ask(localUrl!, LARGEST)));
    return { largestPictures: pictures.length, answered200: pictures.filter((picture) => picture.status === 200).length };
  });

  console.log(JSON.stringify({ idle, hostilePage: hostile, ownScriptAsksForTheLargestPictures: ownScript }, null, 2));
} finally {
  await assistant.stop();
  await app.close();
  await bench.close();
  rmSync(folder, { recursive: true, force: true });
}
