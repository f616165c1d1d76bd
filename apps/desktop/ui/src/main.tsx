// zod must learn that it may not eval before any schema is built (noEval.ts); a static import of the app would let
// the bundler build the contract's schemas first.
import './noEval.js';
// The first questions go out while the app's code loads.
import './earlyStart.js';

void import('./startWindow.js');
