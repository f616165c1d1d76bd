import { PAGE_ANSWER, PRODUCT_ORIGIN, parsePageMessage, type WorkerAnswer } from '../protocol.js';

/**
 * On the product's own pages only: the web app's "Connect browser extension" posts a one-time code to its own
 * window, and this script hands it to the service worker, which spends it for a session of its own. A message from
 * another window (a frame, an opener) or another origin is ignored.
 */
if (location.origin === PRODUCT_ORIGIN) {
  document.documentElement.dataset.signaldeskExtension = chrome.runtime.getManifest().version;
  window.addEventListener('message', (event) => {
    if (event.source !== window || event.origin !== PRODUCT_ORIGIN) return;
    const code = parsePageMessage(event.data);
    if (!code) return;
    chrome.runtime.sendMessage({ kind: 'connect', code }).then(
      (answer: WorkerAnswer<null>) => window.postMessage({ type: PAGE_ANSWER, ok: answer.ok, message: answer.ok ? '' : answer.message }, PRODUCT_ORIGIN),
      () => window.postMessage({ type: PAGE_ANSWER, ok: false, message: '' }, PRODUCT_ORIGIN),
    );
  });
}
