/**
 * A separate process that imports one big series into a SQLite store, for the test that kills it halfway.
 * Usage: node --import tsx importChild.ts <dataDir> <old|new>
 */
import { sqlCandleStore } from '../../src/candles/candleStore.js';
import { openDatabase } from '../../src/db/database.js';
import { KILL_SYMBOL, NEW_BARS, OLD_BARS } from './killedImport.js';

const START = 1_600_000_000;

const [dataDir, phase] = process.argv.slice(2);
if (dataDir && (phase === 'old' || phase === 'new')) {
  const { db } = await openDatabase({ dataDir });
  const store = sqlCandleStore(db);
  const count = phase === 'old' ? OLD_BARS : NEW_BARS;
  // Volume marks the import a bar came from: 1 for the old series, 2 for the new one.
  const volume = phase === 'old' ? 1 : 2;
  const series = Array.from({ length: count }, (_, i) => ({ ts: START + i * 60, open: 1, high: 2, low: 0.5, close: 1.5, volume }));
  process.stdout.write('writing\n');
  await store.write(KILL_SYMBOL, '1m', series);
  process.stdout.write('done\n');
  await db.destroy();
}
