// zod must learn that this page forbids eval before any schema is built (app/noEval.ts), wherever zod loads later.
import './app/noEval.js';

// A chart opened directly asks for its chart at once, on the connection the chart screen then takes over
// (features/chart/earlyChart.ts); that small module is asked for before the app's, so the connection is not opened
// only after the app's code has run. The chart screen (the chart library above all) is fetched beside the app rather
// than after it: the router would only ask for it once the app's own code had arrived and run. Both get the same module.
if (window.location.pathname.startsWith('/apps/quote/')) {
  void import('./features/chart/earlyChart.js').then(({ askChartEarly }) => askChartEarly(window.location.pathname));
}
void import('./startApp.js');
// The answer schemas (with zod) are fetched beside the app's code, not when the first call is sent: the sign-in check
// would otherwise wait for them after its answer. The requester imports the same module and still checks every
// answer; if this fetch fails, its own import tries again, so the failure here is left to it.
import('./api/replySchemas.js').catch(() => undefined);
if (window.location.pathname.startsWith('/apps/quote/')) void import('./features/quote/QuotePage.js');
