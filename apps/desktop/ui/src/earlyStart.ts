import { WINDOW_PATHS } from '../../src/window/windowPaths.js';
import { chartPath } from './chartPath.js';

/**
 * The window's first questions, asked as soon as the page runs, while the rest of its code still loads: how things
 * stand, and then the chart the trader left open. Each answer is handed once to whoever asks first; later questions
 * go to the assistant as usual. Free of imports beyond the addresses, so it runs before any schema is built.
 */
const state = fetch(WINDOW_PATHS.state, { credentials: 'same-origin' });
let stateTaken = false;

interface LeftOpen {
  signedIn?: unknown;
  layout?: { symbol?: unknown; duration?: unknown; firstOnly?: unknown; language?: unknown };
}

const chart: Promise<{ symbol: string; duration: string; reply: Promise<Response> } | null> = state
  .then((reply) => (reply.ok ? (reply.clone().json() as Promise<LeftOpen>) : null))
  .then((known) => {
    const layout = known?.layout;
    // Only the first column shows: the chart is not drawn until the trader asks for it.
    if (known?.signedIn !== true || !layout || layout.firstOnly !== false) return null;
    if (typeof layout.symbol !== 'string' || typeof layout.duration !== 'string') return null;
    const headers = { 'Accept-Language': typeof layout.language === 'string' ? layout.language : 'en' };
    return { symbol: layout.symbol, duration: layout.duration, reply: fetch(chartPath(layout.symbol, layout.duration, false), { credentials: 'same-origin', headers }) };
  })
  .catch(() => null);
let chartTaken = false;

/** The answer to the page's first question of how things stand, or null once it has been taken. */
export function takeEarlyState(): Promise<Response> | null {
  if (stateTaken) return null;
  stateTaken = true;
  return state;
}

/** The chart asked for at start, when it is this one and not yet taken. */
export async function takeEarlyChart(symbol: string, duration: string): Promise<Response | null> {
  if (chartTaken) return null;
  chartTaken = true;
  const early = await chart;
  return early && early.symbol === symbol && early.duration === duration ? early.reply : null;
}
