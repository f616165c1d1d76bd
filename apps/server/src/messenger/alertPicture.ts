import { availableParallelism } from 'node:os';
import {
  type CandleRows,
  type Duration,
  type Language,
  type Message,
  PICTURE_CANDLES,
  PICTURE_SIZE,
  pictureSubject,
  type RiseFallColours,
  RISE_FALL_COLOURS,
} from '@signaldesk/contract';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import { ANALYSIS_THREADS } from '../quotes/analysisPool.js';
import type { PictureTask } from './pictureRender.js';

/** The alert picture's bars and size and how it picks its bar are shared with the desktop assistant's bot push. */
export { PICTURE_CANDLES, PICTURE_SIZE, pictureSubject };

/**
 * Brings a series in as opening its chart does: fetched from the source when nothing is stored or it is no longer
 * fresh, so an alert on a series nobody has opened still has candles to draw.
 */
export type SeriesLoader = (symbol: string, duration: Duration) => Promise<void>;
/** The chart channel's candles with their analysis: the last `count` that opened before `before`, analysed in the market's pool. */
export type ChartSource = (symbol: string, duration: Duration, before: number, count: number) => Promise<CandleRows>;
/** Draws a picture as PNG bytes, off the event loop. */
export type PictureRenderer = (task: PictureTask) => Promise<Uint8Array>;

export interface PictureSources {
  load: SeriesLoader;
  chart: ChartSource;
  render: PictureRenderer;
  now: () => number;
  onError: (error: unknown, context: string) => void;
}

/** The trader's rise/fall colours as stored on their account; null leaves the convention of the message's language. */
export const storedRiseFall = (stored: string | null): RiseFallColours | null => RISE_FALL_COLOURS.find((colours) => colours === stored) ?? null;

/**
 * Series loaded, read and analysed at once in a fan-out: one per analysis thread and one more waiting. The store's
 * reads run on the event loop with SQLite, and a hundred of them started together run back to back without letting
 * a request in between.
 */
const READS_AT_ONCE = ANALYSIS_THREADS + 1;

export type AlertPicture = (message: Message, language: Language, riseFall: RiseFallColours | null) => Promise<Buffer | null>;

/**
 * A picture (or its candles) that failed is kept as failed this long, so the traders of one burst share one failure
 * rather than each asking again; then it is tried again. Pictures are shared for a minute, so a passing failure
 * costs seconds of pictures, not the minute, and a lasting one is tried at most once per this wait.
 */
export const FAILED_PICTURE_RETRY_MS = 5_000;

/** Lets a failed entry go after the wait; the timer does not keep a closing process up. */
function forgetLater<T>(entries: Map<string, T>, key: string, failed: T): void {
  setTimeout(() => {
    if (entries.get(key) === failed) entries.delete(key);
  }, FAILED_PICTURE_RETRY_MS).unref();
}

/**
 * The pictures of one fan-out: the series of each (symbol, duration, bar) is loaded as its chart would be and its
 * candles read and analysed once, and each (symbol, duration, bar, language, colours) drawn once, however many
 * traders receive it. A series without candles gives no picture; a failure to read or draw is logged and gives none
 * either, so the alert still goes out as text, and is tried again after FAILED_PICTURE_RETRY_MS.
 */
export function alertPictures(sources: PictureSources): AlertPicture {
  const candles = new Map<string, Promise<CandleRows | null>>();
  const pictures = new Map<string, Promise<Buffer | null>>();
  const reading = pLimit(READS_AT_ONCE);

  const candlesOf = (symbol: string, duration: Duration, bar: number | null) => {
    const key = `${symbol}|${duration}|${bar}`;
    let read = candles.get(key);
    if (!read) {
      read = reading(async () => {
        // A source that fails leaves the stored candles, if any, to draw: the alert still shows what is known.
        await sources.load(symbol, duration).catch((error: unknown) => {
          sources.onError(error, `${symbol} ${duration} could not be fetched for its picture; the stored candles are drawn`);
        });
        // Falls back to the latest bar when the message does not name one.
        const rows = await sources.chart(symbol, duration, (bar ?? sources.now()) + 1, PICTURE_CANDLES);
        return rows.rows.length > 0 ? rows : null;
      });
      candles.set(key, read);
      const kept = read;
      kept.catch(() => forgetLater(candles, key, kept));
    }
    return read;
  };

  return (message, language, riseFall) => {
    const subject = pictureSubject(message);
    if (!subject) return Promise.resolve(null);
    const { symbol, duration, bar } = subject;
    const key = `${symbol}|${duration}|${bar}|${language}|${riseFall}`;
    const kept = pictures.get(key);
    if (kept) return kept;
    const picture: Promise<Buffer | null> = candlesOf(symbol, duration, bar)
      .then(async (rows) => {
        if (!rows) return null;
        const png = await sources.render({ symbol, duration, language, riseFall, rows, ...PICTURE_SIZE });
        return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
      })
      .catch((error: unknown) => {
        sources.onError(error, `the picture of ${symbol} ${duration} could not be drawn; the alert goes without it`);
        forgetLater(pictures, key, picture);
        return null;
      });
    pictures.set(key, picture);
    return picture;
  };
}

/** Two threads draw a burst of pictures without taking the cores the analysis runs on. */
const PICTURE_THREADS = Math.min(2, Math.max(1, availableParallelism() - 1));

/**
 * Pictures drawn in worker threads (piscina): about 5 ms of drawing each on the thread that draws it, which a
 * compute cycle raising hundreds of alerts would otherwise take from everyone's requests. The threads start with
 * the first picture and stop when idle.
 */
export function picturePool(threads = PICTURE_THREADS): { render: PictureRenderer; close(): Promise<void> } {
  let pool: Piscina<PictureTask, Uint8Array> | undefined;
  return {
    render(task) {
      pool ??= new Piscina({ filename: new URL('./pictureWorker.mjs', import.meta.url).href, minThreads: 0, maxThreads: threads, idleTimeout: 60_000 });
      return pool.run(task);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
