import { type ChartCandle, type Duration, formatMessage, type Language, unpackCandles } from '@signaldesk/contract';
import {
  EXTENSION_PANEL_FIELDS,
  EXTENSION_PICTURE,
  EXTENSION_SIGNAL_FIELDS,
  type ExtensionPanel,
  extensionCalls,
  extensionQuotePath,
} from '@signaldesk/contract/extension';
import { panelFields } from '@signaldesk/format';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../app/services.js';
import { AppError, tooManyRequests } from '../http/AppError.js';
import { requestLanguage } from '../http/language.js';
import { registerCall } from '../http/registerCall.js';
import { storedRiseFall } from '../messenger/alertPicture.js';
import { findSymbol } from '../stocks/symbolList.js';

/**
 * A trader browses quote sites with many symbols on a page; the panel and picture are asked per click, so a minute
 * allows a busy reader and stops a page script that found a way to make the extension ask in a loop.
 */
export const EXTENSION_LIMITS = { panelsPerMinute: 60, picturesPerMinute: 30 } as const;

const SHOWN = new Set<string>(EXTENSION_PANEL_FIELDS);

/** The newest bar with a wave cross, looking back over the candles the chart channel answers. */
function latestSignal(candles: readonly ChartCandle[], symbol: string, duration: Duration, language: Language): ExtensionPanel['signal'] {
  for (let index = candles.length - 1; index >= 0; index -= 1) {
    const candle = candles[index] as ChartCandle;
    const crossed = panelFields(candle, symbol, duration, language, new Set(EXTENSION_SIGNAL_FIELDS)).find((field) => field.value !== null && field.value !== 0);
    if (crossed) return { ts: candle.ts, id: crossed.id, name: crossed.name, text: crossed.text };
  }
  return null;
}

/** The browser extension's calls: a symbol's panel and its chart picture, from the same candles as the chart channel. */
export function registerExtension(app: FastifyInstance, services: Services): void {
  async function candlesOf(userid: string, symbol: string, duration: Duration, kind: 'panel' | 'picture', perMinute: number): Promise<ChartCandle[]> {
    const hit = await services.limiter.hit(`extension-${kind}:${userid}`, 60);
    if (hit.count > perMinute) throw tooManyRequests('tooManyRequests', hit.retryAfter);
    if (!(await findSymbol(services.db, symbol))) throw new AppError(404, 'unknownSymbol', { symbol }, 'symbol');
    app.market.jobs.noteOpened(symbol);
    const rows = await app.market.service.chart(symbol, duration).catch(() => {
      throw new AppError(503, 'marketSourceFailed', { symbol });
    });
    return unpackCandles(rows);
  }

  registerCall(app, services, extensionCalls.panel, async ({ body, viewer, request }) => {
    const { symbol, duration } = body;
    const language = requestLanguage(request);
    const candles = await candlesOf(viewer.user.userid, symbol, duration, 'panel', EXTENSION_LIMITS.panelsPerMinute);
    const latest = candles.at(-1);
    const demo = app.market.service.demo;
    const notice = !latest ? 'noCandles' : demo ? 'demoData' : null;
    return {
      symbol,
      duration,
      ts: latest?.ts ?? 0,
      demo,
      ...(notice ? { notice: formatMessage(notice, language, { symbol, duration }) } : {}),
      fields: latest ? panelFields(latest, symbol, duration, language, SHOWN) : [],
      signal: latestSignal(candles, symbol, duration, language),
      quotePath: extensionQuotePath(symbol, duration),
    };
  });

  registerCall(app, services, extensionCalls.picture, async ({ body, viewer, request }) => {
    const { symbol, duration } = body;
    const candles = await candlesOf(viewer.user.userid, symbol, duration, 'picture', EXTENSION_LIMITS.picturesPerMinute);
    if (candles.length === 0) throw new AppError(404, 'noCandles', { symbol, duration });
    const rows = await app.market.service.chart(symbol, duration, services.now() + 1, EXTENSION_PICTURE.candles);
    const { width, height } = EXTENSION_PICTURE;
    const png = await app.pictureRenderer({
      symbol,
      duration,
      language: requestLanguage(request),
      riseFall: storedRiseFall(viewer.user.rise_fall_colours),
      rows,
      width,
      height,
    });
    return { png: Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString('base64'), width, height };
  });
}
