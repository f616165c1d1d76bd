// zod must learn that this page forbids eval before any schema is built (app/noEval.ts). A static import would
// not do: the bundler evaluates the shared chunk of schemas before this module, so the app loads only after it.
import './app/noEval.js';

void import('./startApp.js');
// A chart opened directly fetches its screen (the chart library above all) beside the app rather than after it:
// the router would only ask for it once the app's own code had arrived and run. Both get the same module.
// Its chart is asked for at once too, on the connection the chart screen then takes over (features/chart/earlyChart.ts).
if (window.location.pathname.startsWith('/apps/quote/')) {
  void import('./features/quote/QuotePage.js');
  void import('./features/chart/earlyChart.js').then(({ askChartEarly }) => askChartEarly(window.location.pathname));
}
