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
const config = loadConfig({ ...process.env, PROCESS_ROLE: 'worker' });
const [services, source] = await Promise.all([createServices(config), chooseSource(config)]);
const app = await buildApp(services, { market: { source } });
stopOnSignals(app, services);
await app.ready();
await app.market.start({ scheduled: config.marketJobs });
process.stdout.write(
  ['', `SignalDesk worker is taking work from Redis (database: ${services.dialect})`, sourceBannerLine(app.market.source), ''].join('\n'),
);
