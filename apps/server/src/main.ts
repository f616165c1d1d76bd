import { buildApp } from './app/buildApp.js';
import { stopOnSignals } from './app/processLife.js';
import { createServices } from './app/services.js';
import { loadConfig } from './config.js';
import { chooseSource, sourceBannerLine } from './market/sourceChoice.js';
import { ensureAdmin } from './users/accounts.js';

const config = loadConfig();
// The market source is chosen while the database opens, so MARKET_PROVIDER=auto's probe adds little to the start.
const [services, source] = await Promise.all([createServices(config), chooseSource(config)]);
await ensureAdmin(services);
const app = await buildApp(services, { market: { source } });

stopOnSignals(app, services);

await app.listen({ port: config.port, host: config.host });
// Timers start only in the running server: tests build the same app and drive the clock themselves.
await app.market.start({ scheduled: config.marketJobs });
const address = `http://localhost:${config.port}`;
const lines = [
  '',
  `SignalDesk is running at ${address}  (database: ${services.dialect}${services.dialect === 'sqlite' ? ` in ${config.dataDir}` : ''})`,
  config.apiDocs ? `API documentation: ${address}/api/docs` : 'API documentation is off (set API_DOCS=on to serve it at /api/docs).',
  ['127.0.0.1', '::1', 'localhost'].includes(config.host)
    ? `Listening on ${config.host} only: other machines cannot reach it (set HOST=0.0.0.0 to serve the network).`
    : `Listening on ${config.host}: other machines can reach it.`,
  config.adminEmail
    ? `Sign in as the administrator with ${config.adminEmail}: ask for an e-mail code on the login page.`
    : 'Sign in with any e-mail address: ask for an e-mail code on the login page. Set ADMIN_EMAIL to make an address the administrator.',
  config.smtpUrl
    ? 'Codes are sent through SMTP_URL.'
    : config.outbox
      ? `No SMTP_URL: codes are printed in this log and shown at ${address}/dev/outbox, to this machine only.`
      : 'No SMTP_URL: codes are printed in this log.',
  config.wechatToken ? 'Official-account login is on.' : 'Official-account login is off (set WECHAT_TOKEN to enable it).',
  sourceBannerLine(app.market.source),
  '',
];
process.stdout.write(lines.join('\n'));
