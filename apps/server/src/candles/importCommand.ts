import { pathToFileURL } from 'node:url';
import { importCsv, readImportArgs } from '@signaldesk/market-data';
import { createServices, type Services } from '../app/services.js';
import { loadConfig } from '../config.js';
import { MarketService } from '../quotes/marketService.js';
import { chooseSource } from '../market/sourceChoice.js';
import { chosenSource } from '../quotes/marketSources.js';
import { DEFAULT_PATIENCE } from '../quotes/sourceCalls.js';
import { seedUniverse } from '../stocks/symbolList.js';
import { sqlCandleStore, STORED_DURATIONS, type StoredDuration } from './candleStore.js';

const isStored = (duration: string): duration is StoredDuration => (STORED_DURATIONS as readonly string[]).includes(duration);

export interface ImportOutcome {
  exitCode: number;
  output: string;
}

/**
 * `npm run import -- <file.csv> --symbol <SYMBOL> [--duration 1d]`: reads a CSV of candles into the store in
 * one transaction, then computes the series so its chart and snapshot show the imported bars at once.
 */
export async function runImport(services: Services, argv: readonly string[]): Promise<ImportOutcome> {
  const request = readImportArgs(argv);
  if (typeof request === 'string') return { exitCode: 2, output: request };
  if (!isStored(request.duration)) {
    return { exitCode: 2, output: `--duration ${request.duration} is built from shorter bars: import ${STORED_DURATIONS.join(', ')}` };
  }
  await seedUniverse(services.db);
  const known = await services.db.selectFrom('symbols').select('symbol').where('symbol', '=', request.symbol).executeTakeFirst();
  if (!known) return { exitCode: 2, output: `unknown symbol ${request.symbol}: import into a symbol of the universe` };
  const store = sqlCandleStore(services.db);
  const duration = request.duration;
  const summary = await importCsv(request, (symbol, _duration, candles) => store.write(symbol, duration, candles));
  const { provider, demo } = chosenSource(await chooseSource(services.config), services.now);
  const market = new MarketService({ db: services.db, now: services.now, provider, patience: DEFAULT_PATIENCE, demo });
  if (summary.candles > 0) await market.compute(request.symbol, duration);
  return { exitCode: 0, output: JSON.stringify({ ...summary, stored: summary.candles }, null, 2) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const services = await createServices(loadConfig(), { log: (line) => process.stderr.write(`${line}\n`) });
  try {
    const { exitCode, output } = await runImport(services, process.argv.slice(2));
    (exitCode === 0 ? process.stdout : process.stderr).write(`${output}\n`);
    process.exitCode = exitCode;
  } catch (error) {
    process.stderr.write(`import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await services.close();
  }
}
