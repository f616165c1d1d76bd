/**
 * A web page on another local port that loads the local chart server's pictures as images, as any site the trader
 * visits could, and the trader's own script asking for the panel beside it: for the browser test and its benchmark.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ask } from './localClient.js';

/** The page: 650 pictures of the usual size and 40 of the largest the local server draws. */
export const HOSTILE_PICTURES = { usual: 650, largest: 40 } as const;

/** What the page counts in `window.outcome`: pictures that loaded, and those that failed (refused, or nothing listening). */
export interface PageOutcome {
  loaded: number;
  failed: number;
}

function pageHtml(localUrl: string): string {
  // Each address differs (`i`), so the browser asks for every one instead of reusing the first answer.
  const sources = [
    ...Array.from({ length: HOSTILE_PICTURES.usual }, (_, i) => `${localUrl}/kline/chart/AAPL/1d?i=${i}`),
    ...Array.from({ length: HOSTILE_PICTURES.largest }, (_, i) => `${localUrl}/kline/chart/AAPL/1d?width=3840&height=2160&candles=400&i=${i}`),
  ];
  return `<!doctype html><html><body><script>
const outcome = { loaded: 0, failed: 0 };
window.outcome = outcome;
for (const src of ${JSON.stringify(sources)}) {
  const picture = new Image();
  picture.onload = () => outcome.loaded++;
  picture.onerror = () => outcome.failed++;
  picture.src = src;
  document.body.append(picture);
}
</script></body></html>`;
}

/** Serves the page on a free port of 127.0.0.1: another origin than the local server's, the same site to a browser. */
export async function hostilePage(localUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(pageHtml(localUrl));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

export interface ScriptCall {
  status: number;
  /** What the scripts' budget had spent in its window once this call was counted. */
  spent: number;
  ms: number;
}


/**
 * The trader's script asking for the panel again and again while `busy()` says the page is still loading, then
 * `after` more: every other call as curl and Python send it (no Sec-Fetch-*), the rest with Node's fetch
 * (Sec-Fetch-Mode alone). The pause and `most` keep a slow page from making the script spend its own budget.
 */
export async function scriptPanelCalls(localUrl: string, busy: () => boolean, { after = 10, most = 300, pauseMs = 25 } = {}): Promise<ScriptCall[]> {
  const calls: ScriptCall[] = [];
  const path = '/kline/panel/AAPL/1d';
  let callsAfter = 0;
  while (calls.length < most && callsAfter < after) {
    if (!busy()) callsAfter++;
    const start = performance.now();
    let status: number;
    let headers: (name: string) => string | undefined;
    if (calls.length % 2 === 0) {
      const answer = await ask(localUrl, path);
      status = answer.status;
      headers = (name) => String(answer.headers[name]);
    } else {
      const answer = await fetch(`${localUrl}${path}`);
      await answer.arrayBuffer();
      status = answer.status;
      headers = (name) => answer.headers.get(name) ?? undefined;
    }
    calls.push({ status, spent: Number(headers('x-ratelimit-limit')) - Number(headers('x-ratelimit-remaining')), ms: performance.now() - start });
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return calls;
}
