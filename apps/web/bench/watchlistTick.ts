/**
 * Watchlist tick in Chromium (not a test): run `npm run build -w apps/web`, then `npx tsx apps/web/bench/watchlistTick.ts`.
 * Starts the server as the e2e harness does, signs a member in, makes a list of 200 US stocks showing last, change %
 * and five indicator columns (RSI 14, MACD signal, EMA 20, Bollinger 20 upper, ATR 14, on day candles) and opens it.
 * The list's values, asked for every 5 s, are answered from here (the fresh server holds no candles, so its own answer
 * is all dashes), and each refresh tick is timed on the page's main thread (`TICK_PROBE`): the answer's parsing and
 * checking, the query's update, React's render and commit, and the style, layout and paint of the frame that shows it.
 * Ticks of three kinds take turns: every value changed (a live market moving every symbol), a tenth of the symbols
 * changed, and nothing changed, the reference measured in the same run. Beside the wall time, which a machine shared
 * with other work stretches, each tick's processor time on the page's main thread (Chromium's thread clock, from the
 * answer's interception to the moment the tick is seen, this bench's polls of the page included). The table draws
 * only the rows in the window: `rowsDrawn` says how many. Prints JSON.
 */
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { SYMBOL_TYPES } from '@signaldesk/contract';
import { SYMBOLS } from '@signaldesk/market-data/universe';
import type { CDPSession, Page } from 'playwright-core';
import { grantRole, startHarness, signedInPage } from '../../../e2e/harness.js';

const DIST = resolve(import.meta.dirname, '../dist');
const MEMBER = 'watchlist-speed@example.com';
const SYMBOL_COUNT = 200;
/** Ticks of each kind, taking turns. */
const TICKS = 8;
const GOAL_MS = 16;
const TICK_KINDS = ['everyValue', 'aTenth', 'nothing'] as const;
type TickKind = (typeof TICK_KINDS)[number];

const indicator = (id: string, name: string, settings: object, line: string) => ({
  kind: 'indicator',
  indicator: { id, indicator: name, settings, colour: 0, hidden: false },
  line,
  duration: '1d',
});
const COLUMNS = [
  { kind: 'quote', field: 'last' },
  { kind: 'quote', field: 'changePercent' },
  indicator('rsi', 'rsi', { period: 14 }, 'rsi'),
  indicator('macd', 'macd', {}, 'signal'),
  indicator('ema', 'ema', { period: 20 }, 'ema'),
  indicator('bb', 'bollinger', { period: 20 }, 'upper'),
  indicator('atr', 'atr', { period: 14 }, 'atr'),
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const round = (value: number) => Math.round(value * 100) / 100;
const figures = (values: number[]) => ({ medianMs: round(median(values)), minMs: round(Math.min(...values)), maxMs: round(Math.max(...values)), runsMs: values.map(round) });

/** A call of the API from the page, with its signed-in token, answering the reply's data. */
async function call<T>(page: Page, path: string, body: object): Promise<T> {
  const envelope = await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('access_token')}` },
        body: JSON.stringify(body),
      });
      return response.json();
    },
    { path, body },
  );
  if (envelope.code !== 0) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data as T;
}

/** Each symbol's values at a step of the market: every value moves with the step, symbol by symbol. */
function rowsAt(symbols: readonly string[], steps: readonly number[]) {
  return symbols.map((symbol, i) => {
    const step = steps[i]!;
    const last = 50 + i + step * 0.07;
    return { symbol, values: [last, (step % 9) - 4 + i / 1000, 30 + ((i + step) % 40), 0.5 + step / 100, last * 0.98, last * 1.05, 1 + (i % 7) / 10 + step / 1000] };
  });
}

/**
 * Times each values answer on the page's main thread, from the reply's parsing (its body is already here: the answer
 * comes from this process) to the commit that shows it (the view's `data-values-at`), plus the style, layout and paint
 * of the frame that follows, from its animation-frame callback to the task after it. The waits between (the query's
 * notification on a zero timeout, the next frame) are left out. Text, not a function: tsx would name inner functions
 * with a helper the page does not have.
 */
const TICK_PROBE = `
  window.__ticks = [];
  let arrived = null;
  const json = Response.prototype.json;
  Response.prototype.json = function () {
    if (!this.url.endsWith('/api/watchlist/values')) return json.call(this);
    const start = performance.now();
    performance.mark('tick-start');
    return json.call(this).then((reply) => {
      arrived = { start, asOf: String(reply.data.asOf) };
      return reply;
    });
  };
  new MutationObserver(() => {
    const view = document.querySelector('[data-testid="watchlist-view"]');
    if (!arrived || !view || view.getAttribute('data-values-at') !== arrived.asOf) return;
    const { start, asOf } = arrived;
    arrived = null;
    const committed = performance.now();
    requestAnimationFrame(() => {
      const frame = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        window.__ticks.push({ asOf: Number(asOf), commitMs: committed - start, frameMs: performance.now() - frame });
        performance.mark('tick-end');
      };
      channel.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-values-at'] });
`;

/**
 * With WATCHLIST_TICK_TRACE set to a tick kind (everyValue, aTenth, nothing), Chromium traces the ticks of that kind
 * and the output names what took the page's main thread longest within them, by own time: the kinds of work (script,
 * style, layout, paint) and the script's functions (the build's names and places).
 */
const TRACE_KIND = process.env.WATCHLIST_TICK_TRACE as TickKind | undefined;
const BUSIEST_SHOWN = 40;

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}

const adding = (totals: Map<string, number>, key: string, ms: number) => totals.set(key, (totals.get(key) ?? 0) + ms);

/** Chromium's trace of the renderer's main thread, each kind of work by its own time (its time less what it called). */
async function startTrace(cdp: CDPSession) {
  const work = new Map<string, number>();
  const functions = new Map<string, number>();
  const within = new Map<string, number>();
  let ticks = 0;
  const categories = ['devtools.timeline', 'v8', 'blink', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler'];
  return {
    resume: () => cdp.send('Tracing.start', { transferMode: 'ReturnAsStream', traceConfig: { includedCategories: categories } }),
    pause: async () => {
      const done = new Promise<{ stream?: string }>((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      const { stream } = await done;
      let text = '';
      for (;;) {
        const chunk = await cdp.send('IO.read', { handle: stream! });
        text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
        if (chunk.eof) break;
      }
      await cdp.send('IO.close', { handle: stream! });
      const events = (JSON.parse(text) as { traceEvents: TraceEvent[] }).traceEvents;
      const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
      // Only the tick's own work, from the answer's parsing to the frame that shows it, as the page marked them.
      const mark = (name: string) => events.find((event) => event.name === name)?.ts ?? Number.NaN;
      const [from, to] = [mark('tick-start'), mark('tick-end')];
      const spans = events
        .filter((event) => event.pid === main?.pid && event.tid === main?.tid && event.ph === 'X' && event.dur !== undefined && event.ts >= from && event.ts <= to)
        .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
      const open: { event: TraceEvent; own: number }[] = [];
      const close = (until: number) => {
        while (open.length > 0 && open.at(-1)!.event.ts + open.at(-1)!.event.dur! <= until) {
          const { event, own } = open.pop()!;
          adding(work, event.name, own / 1000);
        }
      };
      for (const event of spans) {
        close(event.ts);
        const parent = open.at(-1);
        if (parent) parent.own -= event.dur!;
        open.push({ event, own: event.dur! });
      }
      close(Number.POSITIVE_INFINITY);
      // The script's samples, in chunks that carry the nodes they add and the time since the sample before.
      const profileId = events.find((event) => event.name === 'Profile' && event.pid === main?.pid && event.tid === main?.tid)?.id;
      const nodes = new Map<number, ProfileNode>();
      let at = events.find((event) => event.name === 'Profile' && event.id === profileId)?.args?.data?.startTime ?? Number.NaN;
      let previous: string[] | null = null;
      const named = ({ callFrame: frame }: ProfileNode) =>
        `${frame.functionName || '(anonymous)'} ${frame.url?.split('/').pop() ?? ''}:${(frame.lineNumber ?? 0) + 1}:${(frame.columnNumber ?? 0) + 1}`;
      for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profileId)) {
        for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
        const deltas = chunk.args?.data?.timeDeltas ?? [];
        (chunk.args?.data?.cpuProfile?.samples ?? []).forEach((id, i) => {
          at += deltas[i] ?? 0;
          // A sample stands for the time since the one before.
          if (previous !== null && at >= from && at <= to) {
            adding(functions, previous[0]!, (deltas[i] ?? 0) / 1000);
            for (const name of new Set(previous)) adding(within, name, (deltas[i] ?? 0) / 1000);
          }
          previous = [];
          for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) previous.push(named(node));
        });
      }
      ticks += 1;
    },
    busiest: () => {
      const top = (totals: Map<string, number>) =>
        [...totals]
          .filter(([name]) => !name.startsWith('(idle)'))
          .sort((a, b) => b[1] - a[1])
          .slice(0, BUSIEST_SHOWN)
          .map(([name, ms]) => `${round(ms / ticks)} ms ${name}`);
      return { work: top(work), functions: top(functions), functionsWithCallees: top(within) };
    },
  };
}

/** One tick as the page timed it. */
interface Tick {
  asOf: number;
  commitMs: number;
  frameMs: number;
}

async function main() {
  const harness = await startHarness({ webDist: DIST });
  try {
    const { context, page } = await signedInPage(harness, MEMBER);
    await grantRole(harness, [MEMBER]);
    await page.goto('/apps/watchlist');
    await page.locator('[data-testid="watchlist-page"][data-loaded="true"]').waitFor();

    const symbols = SYMBOLS.filter((info) => info.type === SYMBOL_TYPES.stock && info.region === 'US')
      .slice(0, SYMBOL_COUNT)
      .map((info) => info.symbol);
    const { list } = await call<{ list: { id: string } }>(page, '/api/watchlist/create', { name: 'Speed' });
    await call(page, '/api/watchlist/symbols/add', { id: list.id, symbols });
    await call(page, '/api/watchlist/update', { id: list.id, columns: COLUMNS });

    // Every values answer comes from here: the symbols at their current steps, a moment later each time.
    const steps = symbols.map(() => 0);
    let asOf = harness.serverNow();
    // The main thread's processor time, which a machine shared with other work does not stretch as it stretches the wall clock.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    const busyMs = async () => ((await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN) * 1000;
    const busyBefore = new Map<number, number>();
    await page.route('**/api/watchlist/values', async (route) => {
      asOf += 5_000;
      const rows = rowsAt(symbols, steps);
      busyBefore.set(asOf, await busyMs());
      return route.fulfill({ json: { code: 0, data: { rows, asOf } } });
    });
    await page.addInitScript(TICK_PROBE);
    await page.goto(`/apps/watchlist/${list.id}`);
    await page.locator('[data-testid="watchlist-view"]:not([data-values-at=""])').waitFor();
    // Only the rows in the window are drawn: the first of the list's symbols, and not all 200.
    const rowsDrawn = await page.getByTestId('watchlist-row').count();
    if (rowsDrawn === 0 || (await page.locator(`[data-testid="watchlist-row"][data-symbol="${symbols[0]}"]`).count()) !== 1) {
      throw new Error('the list does not show its symbols');
    }
    /** The first tick the page timed after the answer of `after`. */
    const nextTick = async (after: number): Promise<Tick & { cpuMs: number }> => {
      const found = await page.waitForFunction(
        (asOf) => {
          // A loop, not find with a callback: tsx would name the callback with a helper the page does not have.
          for (const tick of (window as unknown as { __ticks: Tick[] }).__ticks) if (tick.asOf > asOf) return tick;
          return null;
        },
        after,
        { polling: 500, timeout: 60_000 },
      );
      const tick = (await found.jsonValue()) as Tick;
      return { ...tick, cpuMs: (await busyMs()) - (busyBefore.get(tick.asOf) ?? Number.NaN) };
    };

    const ticks: Record<TickKind, (Tick & { cpuMs: number })[]> = { everyValue: [], aTenth: [], nothing: [] };
    const trace = TRACE_KIND ? await startTrace(cdp) : null;
    // Past the tick that drew the values for the first time.
    await nextTick(asOf - 1);
    for (let turn = 0; turn < TICKS; turn++) {
      for (const kind of TICK_KINDS) {
        // Every symbol moves, or one in ten (a different tenth each turn), or none.
        const moved = kind === 'everyValue' ? steps.map((_, i) => i) : kind === 'aTenth' ? steps.flatMap((_, i) => (i % 10 === turn % 10 ? [i] : [])) : [];
        for (const i of moved) steps[i]! += 1;
        if (kind === TRACE_KIND) await trace?.resume();
        ticks[kind].push(await nextTick(asOf));
        if (kind === TRACE_KIND) await trace?.pause();
      }
    }
    const total = (kind: TickKind) => figures(ticks[kind].map((tick) => tick.commitMs + tick.frameMs));
    const parts = (kind: TickKind) => ({
      commitMedianMs: round(median(ticks[kind].map((tick) => tick.commitMs))),
      frameMedianMs: round(median(ticks[kind].map((tick) => tick.frameMs))),
    });
    const tick = { everyValue: total('everyValue'), aTenth: total('aTenth'), nothing: total('nothing') };
    const cpu = (kind: TickKind) => figures(ticks[kind].map((tick) => tick.cpuMs));
    console.log(
      JSON.stringify(
        {
          load: loadavg().map(round),
          symbols: SYMBOL_COUNT,
          rowsDrawn,
          columns: COLUMNS.length,
          goalMs: GOAL_MS,
          tickMs: tick,
          tickParts: { everyValue: parts('everyValue'), aTenth: parts('aTenth'), nothing: parts('nothing') },
          mainThreadCpuMs: { everyValue: cpu('everyValue'), aTenth: cpu('aTenth'), nothing: cpu('nothing') },
          ratioToNothingChanged: { everyValue: round(tick.everyValue.medianMs / tick.nothing.medianMs), aTenth: round(tick.aTenth.medianMs / tick.nothing.medianMs) },
          meetsGoal: tick.everyValue.medianMs < GOAL_MS,
          ...(trace ? { traced: TRACE_KIND, busiestPerTick: trace.busiest() } : {}),
        },
        null,
        2,
      ),
    );
    await context.close();
  } finally {
    await harness.close();
  }
}

await main();
