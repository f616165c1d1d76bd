import { localFlags } from '../app/localFlags.js';
import { authStore } from '../features/auth/authStore.js';
import { renewStaleToken } from '../features/auth/renewAccessToken.js';
import { snackbar } from '../features/snackbar/snackbar.js';
import { currentLanguage } from '../i18n/currentLanguage.js';
import { createRequester } from './createRequester.js';

/** The app's one request function: every call goes through it. */
export const request = createRequester({
  fetch: (input, init) => window.fetch(input, init),
  loadReplySchemas: () => import('./replySchemas.js').then(({ replySchemaOf }) => replySchemaOf),
  getToken: () => authStore.get().token,
  getLanguage: currentLanguage,
  isDebug: () => localFlags.requestDebug.get(),
  renewToken: (stale) => renewStaleToken(stale),
  onUnauthorized: (error) => {
    if (!authStore.get().token) return;
    snackbar.warning(error.msg);
    authStore.dispatch({ type: 'autoLogout' });
  },
});
