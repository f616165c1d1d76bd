import { z } from 'zod';
import { defineCall } from './call.js';
import { durationSchema } from './market.js';
import { symbolField } from './stocks.js';

/**
 * What the browser extension's panel shows of a bar, in the catalogue's order as the quote screen's sheets: the close
 * and its change, the band order, the matrix and ladder trends, KD, and each wave's quadrant and stage.
 */
export const EXTENSION_PANEL_FIELDS = [
  'candle.close',
  'candle.updown',
  'matrix.bandOrder',
  'matrix.trend',
  'ladder.trend',
  'kd.k',
  'kd.d',
  'sine.quadrant',
  'sine.stage',
  'chord.quadrant',
  'chord.stage',
] as const;

/** The crosses the panel's "latest signal" looks back for: the small wave's and the large wave's. */
export const EXTENSION_SIGNAL_FIELDS = ['sine.signal', 'chord.signal'] as const;

/** The extension's chart picture: small enough for a panel beside a quote site's text, sharp on a 2× screen. */
export const EXTENSION_PICTURE = { width: 640, height: 400, candles: 120 } as const;

/** The session name the extension opens with a one-time code, so user info lists it apart from the assistant. */
export const EXTENSION_SESSION_NAME = 'SignalDesk browser extension';

const panelFieldSchema = z.object({ id: z.string(), name: z.string(), unit: z.string(), value: z.number().nullable(), text: z.string() });

export const extensionPanelSchema = z.object({
  symbol: z.string(),
  duration: durationSchema,
  /** Opening time of the latest bar, epoch seconds; 0 when there are no candles. */
  ts: z.number().int(),
  demo: z.boolean(),
  /** Why the values may not be what the trader expects (no candles yet, demo market), in the asked language. */
  notice: z.string().optional(),
  fields: z.array(panelFieldSchema),
  /** The newest bar carrying a wave cross, with that cross as the quote screen writes it; null when none is in reach. */
  signal: z.object({ ts: z.number().int(), id: z.string(), name: z.string(), text: z.string() }).nullable(),
  /** The quote screen of this symbol and duration on the product. */
  quotePath: z.string(),
});
export type ExtensionPanel = z.infer<typeof extensionPanelSchema>;

const subject = z.strictObject({ symbol: symbolField, duration: durationSchema.default('1d') });

export const extensionCalls = {
  panel: defineCall({
    path: '/api/extension/panel',
    role: 'member',
    tag: 'extension',
    summary: "A symbol's panel for the browser extension: trend, band order, each wave's stage and quadrant, KD and the latest signal",
    body: subject,
    reply: extensionPanelSchema,
  }),
  picture: defineCall({
    path: '/api/extension/picture',
    role: 'member',
    tag: 'extension',
    summary: "A symbol's chart picture for the browser extension, drawn as the alert pictures are, as base64 PNG",
    body: subject,
    reply: z.object({ png: z.string(), width: z.number().int(), height: z.number().int() }),
  }),
};

/** The quote screen of a symbol over every list, as the web app routes it. */
export const extensionQuotePath = (symbol: string, duration: string) => `/apps/quote/folder/all/${encodeURIComponent(symbol)}/${duration}`;
