/**
 * MARKET_PROVIDER=auto's start benchmark, printing JSON (not a test): how long the probe takes on this machine's
 * network, alone and with CRYPTO_PROVIDER=ccxt, and how much later the start's first step (opening the database,
 * which the probe runs beside) ends with the probe than without it. Offline the probe should end at once;
 * PROBE_MS bounds it anywhere. Run: npx tsx apps/server/bench/sourceProbe.ts  (it reaches Yahoo when online)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServices } from '../src/app/services.js';
import { loadConfig } from '../src/config.js';
import { chooseSource, PROBE_MS } from '../src/market/sourceChoice.js';
import { quantile, round } from './benchFigures.js';

const ROUNDS = 5;

const figures = (ms: number[]) => ({ p50: round(quantile(ms, 0.5)), max: round(Math.max(...ms)) });

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function probeAlone(env: Record<string, string>) {
  const ms: number[] = [];
  let choice = '';
  for (let i = 0; i < ROUNDS; i++) {
    ms.push(await timed(async () => (choice = (await chooseSource(loadConfig({ MARKET_PROVIDER: 'auto', ...env }))).basis)));
  }
  return { ...figures(ms), basis: choice };
}

/** The start's first step on a fresh SQLite folder, with or without the probe beside it. */
async function firstStep(withProbe: boolean): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signaldesk-probe-bench-'));
  const config = loadConfig({ MARKET_PROVIDER: withProbe ? 'auto' : 'demo', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  try {
    let services: Awaited<ReturnType<typeof createServices>> | undefined;
    const ms = await timed(async () => {
      [services] = await Promise.all([createServices(config, { log: () => undefined }), chooseSource(config)]);
    });
    await services?.close();
    return ms;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const without: number[] = [];
const withProbe: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  without.push(await firstStep(false));
  withProbe.push(await firstStep(true));
}

console.log(
  JSON.stringify(
    {
      bench: 'market source probe',
      boundMs: PROBE_MS,
      probeMs: { yahoo: await probeAlone({}), yahooAndExchange: await probeAlone({ CRYPTO_PROVIDER: 'ccxt' }) },
      databaseOpenMs: { demo: figures(without), auto: figures(withProbe) },
      addedToStartMs: round(quantile(withProbe, 0.5) - quantile(without, 0.5)),
    },
    null,
    2,
  ),
);
