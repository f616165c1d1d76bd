import Busboy from '@fastify/busboy';
import { DURATIONS, type Duration, durationSchema, type Language, pickLanguage } from '@signaldesk/contract';
import { resolveSymbol } from '@signaldesk/market-data/universe';
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

/** The series a path names; its symbol in any spelling a trader writes (600519, SH600519, hk00700, btc/usdt). */
export function seriesOf(request: FastifyRequest): Series {
  const { symbol: typed, duration } = request.params as Record<string, string>;
  const symbol = resolveSymbol(typed ?? '');
  if (!symbol) throw new LocalError(400, 'symbolInvalid');
  const parsedDuration = durationSchema.safeParse(duration);
  if (!parsedDuration.success) {
    throw new LocalError(400, 'durationInvalid', { duration: String(duration).slice(0, 16), durations: DURATIONS.join(', ') });
  }
  return { symbol, duration: parsedDuration.data };
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

/** A save asks for one field; a few more are tolerated (a script's habits), a flood is not. */
export const FORM_PARTS_MAX = 4;

/**
 * The fields of a `multipart/form-data` body (what `curl -F` sends), read from the body Fastify has already bounded.
 * A file part is refused rather than skipped, so a `curl -F filepath=@a.png` typo is told why nothing was saved.
 */
export function multipartFieldsOf(body: Buffer, contentType: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({ headers: { 'content-type': contentType }, limits: { parts: FORM_PARTS_MAX } });
    } catch {
      reject(new LocalError(400, 'bodyInvalid'));
      return;
    }
    const fields: [string, string][] = [];
    let refusal: LocalError | undefined;
    parser.on('field', (name, value) => fields.push([name, value]));
    parser.on('file', (_name, file) => {
      refusal ??= new LocalError(400, 'formFileRefused');
      file.resume();
    });
    parser.on('partsLimit', () => {
      refusal ??= new LocalError(413, 'formTooManyParts', { max: FORM_PARTS_MAX });
    });
    parser.on('error', () => reject(refusal ?? new LocalError(400, 'bodyInvalid')));
    // fromEntries defines own properties, so a field named __proto__ cannot reach the prototype.
    parser.on('finish', () => (refusal ? reject(refusal) : resolve(Object.fromEntries(fields))));
    parser.end(body);
  });
}

/** `filepath` from a JSON body or a form, urlencoded or multipart. */
export function filepathOf(request: FastifyRequest, folder: string): string {
  const body = request.body as Record<string, unknown> | undefined;
  const filepath = body?.filepath;
  if (typeof filepath !== 'string' || filepath.trim() === '' || filepath.length > FILEPATH_MAX) {
    throw new LocalError(400, 'filepathRequired', { folder });
  }
  return filepath.trim();
}
