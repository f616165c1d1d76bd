import { DURATIONS, type Duration, durationSchema, type Language, pickLanguage, symbolField } from '@signaldesk/contract';
import type { FastifyRequest } from 'fastify';
import { FILEPATH_MAX } from './exportPath.js';
import { LocalError } from './LocalError.js';

/** `?lang=zh` first, then Accept-Language; English by default. */
export function languageOf(request: FastifyRequest): Language {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  return pickLanguage(typeof asked === 'string' ? asked : request.headers['accept-language']);
}

export interface Series {
  symbol: string;
  duration: Duration;
}

export function seriesOf(request: FastifyRequest): Series {
  const { symbol, duration } = request.params as Record<string, string>;
  const parsedSymbol = symbolField.safeParse(symbol);
  if (!parsedSymbol.success) throw new LocalError(400, 'symbolInvalid');
  const parsedDuration = durationSchema.safeParse(duration);
  if (!parsedDuration.success) {
    throw new LocalError(400, 'durationInvalid', { duration: String(duration).slice(0, 16), durations: DURATIONS.join(', ') });
  }
  return { symbol: parsedSymbol.data, duration: parsedDuration.data };
}

/** The picture's bounds: big enough for a wide screen, small enough that one request cannot take the machine. */
export const PICTURE_BOUNDS = {
  width: { min: 320, max: 3840, default: 1200 },
  height: { min: 240, max: 2160, default: 800 },
  candles: { min: 20, max: 400, default: 150 },
} as const;

export interface PictureSize {
  width: number;
  height: number;
  candles: number;
}

export function pictureSizeOf(request: FastifyRequest): PictureSize {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const size = {} as Record<keyof PictureSize, number>;
  for (const field of Object.keys(PICTURE_BOUNDS) as (keyof PictureSize)[]) {
    const { min, max } = PICTURE_BOUNDS[field];
    const raw = query[field];
    if (raw === undefined) {
      size[field] = PICTURE_BOUNDS[field].default;
      continue;
    }
    const value = typeof raw === 'string' && /^\d{1,5}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!(value >= min && value <= max)) throw new LocalError(400, 'numberOutOfBounds', { field, min, max });
    size[field] = value;
  }
  return size;
}

/** `filepath` from a JSON body or a form. */
export function filepathOf(request: FastifyRequest, folder: string): string {
  const body = request.body as Record<string, unknown> | undefined;
  const filepath = body?.filepath;
  if (typeof filepath !== 'string' || filepath.trim() === '' || filepath.length > FILEPATH_MAX) {
    throw new LocalError(400, 'filepathRequired', { folder });
  }
  return filepath.trim();
}
