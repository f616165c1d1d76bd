import { buildApp } from './app/buildApp.js';
import { stopOnSignals } from './app/processLife.js';
import { createServices } from './app/services.js';
import { loadConfig } from './config.js';
import { chooseSource, sourceBannerLine } from './market/sourceChoice.js';

/**
 * A worker process of a scaled-out deployment: it takes market sweeps, symbol computes, backtests and alert
 * deliveries from the BullMQ queues in Redis and serves no HTTP. Its notifications reach traders' sockets on the API
 * processes through the socket.io Redis adapter.
 */
const USAGE = `usage: npm run worker

Takes market sweeps, symbol computes, backtests and alert deliveries from the
BullMQ queues in Redis, serving no HTTP, until it is stopped (SIGTERM finishes
or hands back the jobs under way). It takes no arguments: it reads the same
environment as the API processes (README.md, "Running on several machines"):

  REDIS_URL            the Redis that holds the queues (required)
  DATABASE_URL         the PostgreSQL database every process shares
  MARKET_PROVIDER      yahoo or demo, the same on every process
  MARKET_WORK_AT_ONCE  market series run at once (2)
  BACKTEST_RUNS        backtests run at once; 0 takes none
  QUEUE_LOCK_SECONDS   how soon a dead worker's job goes to another (30)
  MARKET_JOBS          off: take queued work without adding the schedule

  -h, --help           print this and exit`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (args.length > 0) {
  process.stderr.write(`error: unexpected argument ${args[0]}\n${USAGE}\n`);
  process.exit(2);
}

const config = loadConfig({ ...process.env, PROCESS_ROLE: 'worker' });
const [services, source] = await Promise.all([createServices(config), chooseSource(config)]);
const app = await buildApp(services, { market: { source } });
stopOnSignals(app, services);
await app.ready();
await app.market.start({ scheduled: config.marketJobs });
process.stdout.write(
  ['', `SignalDesk worker is taking work from Redis (database: ${services.dialect})`, sourceBannerLine(app.market.source), ''].join('\n'),
);
