/**
 * Local chart server benchmark, printing JSON (not a test): how long the panel takes to answer over HTTP once its
 * series is cached (warm), and the first answer that fetches the series from the product (cold). The product is a
 * real server on SQLite with the demo market, signed in as its administrator through a desktop session.
 * Run: npm run bench -w apps/desktop
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/src/app/buildApp.js';
import { openSession } from '../../server/src/auth/sessions.js';
import { accountFor } from '../../server/src/users/accounts.js';
import { quantile, round } from '../../server/bench/benchFigures.js';
import { openBenchServices } from '../../server/bench/benchServices.js';
import { startLocalServer } from '../src/localServer/localServer.js';
import { desktopSession } from '../src/product/desktopSession.js';
import { productClient } from '../src/product/productClient.js';

const SAMPLES = 500;
const ADMIN = 'bench@signaldesk.local';
/** Tuesday 2026-01-06 15:00 UTC: New York's session is on, so the cached series stays current. */
const NOW = Date.UTC(2026, 0, 6, 15) / 1000;
const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

const bench = await openBenchServices({ now: () => NOW, adminEmail: ADMIN });
const app = await buildApp(bench.services);
const productUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const admin = await accountFor(bench.services, { subject_kind: 'email', subject: ADMIN });
const { refreshToken } = await openSession(bench.services, admin.userid, 'desktop', 'bench');
const folder = mkdtempSync(join(tmpdir(), 'signaldesk-desktop-bench-'));
const local = await startLocalServer({
  product: productClient(productUrl, desktopSession(productUrl, refreshToken, join(folder, 'session.json'))),
  exportDir: join(folder, 'charts'),
  cacheDir: join(folder, 'cache'),
  port: 0,
  now: () => NOW,
  rateLimit: { max: SAMPLES * 2, timeWindowMs: 60_000 },
});

const panel = async () => {
  const response = await fetch(`${local.url}/kline/panel/AAPL/1d`);
  if (response.status !== 200) throw new Error(`panel answered ${response.status}: ${await response.text()}`);
  return response.json();
};

const coldStart = process.hrtime.bigint();
await panel();
const cold = ms(coldStart);
const warm: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  const start = process.hrtime.bigint();
  await panel();
  warm.push(ms(start));
}

console.log(
  JSON.stringify(
    { panel: { coldMs: round(cold), warmMedianMs: round(quantile(warm, 0.5)), warmP95Ms: round(quantile(warm, 0.95)), samples: SAMPLES, budgetMs: 5 } },
    null,
    2,
  ),
);
await local.close();
await app.close();
await bench.close();
rmSync(folder, { recursive: true, force: true });
