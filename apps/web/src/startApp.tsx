// First, so the reader's language chunk is on its way while the rest of the app's code runs.
import { i18n, i18nReady } from './i18n/i18n.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { fetchScreensOf } from './app/router.js';
import { authStore } from './features/auth/authStore.js';
import { bootAuth } from './features/auth/bootAuth.js';
import { renewAccessToken } from './features/auth/renewAccessToken.js';
import { keepTokenFresh } from './features/auth/tokenRenewal.js';
import { snackbar } from './features/snackbar/snackbar.js';
import { appUpdate } from './features/update/appUpdate.js';
import { printVersionBanner } from './features/update/printVersionBanner.js';

const previousVersion = appUpdate.start();
window.addEventListener('keydown', (event) => {
  if (event.key === 'F12') printVersionBanner();
});
void bootAuth();
keepTokenFresh({ auth: authStore, renew: renewAccessToken });

// The first screen is drawn in one go once its code is here too (the chart's is fetched beside the app's, main.tsx):
// drawing the shell first would hold the page's only thread while that code is still being read, and the screen
// would come later. A screen that fails to arrive is the error page's to show.
const firstScreen = fetchScreensOf(window.location.pathname);

// The sign-in check above is already on its way while the reader's language arrives.
void Promise.allSettled([i18nReady, firstScreen]).then(() => {
  if (previousVersion && previousVersion !== __APP_VERSION__) {
    snackbar.success(i18n.t('update:updated', { version: __APP_VERSION__ }), 4_000);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
