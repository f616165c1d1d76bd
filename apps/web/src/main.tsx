// zod must learn that this page forbids eval before any schema is built (app/noEval.ts). A static import would
// not do: the bundler evaluates the shared chunk of schemas before this module, so the app loads only after it.
import './app/noEval.js';

void import('./startApp.js');
