import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * One recorded HTTP exchange, in the shape of yahoo-finance2's recordings:
 * the request made and the response received. Our own fixtures add `bodyText`
 * for answers that are not JSON, and a null response for a server that never answers.
 */
const recordedExchange = z.object({
  request: z.object({ url: z.string(), method: z.string().default('GET') }),
  response: z
    .object({
      status: z.number(),
      headers: z.record(z.string(), z.string()).default({}),
      bodyJson: z.unknown().optional(),
      bodyText: z.string().optional(),
    })
    .nullable(),
});

export type RecordedExchange = z.infer<typeof recordedExchange>;

export function readExchange(path: string): RecordedExchange {
  return recordedExchange.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** The body as sent over the wire. */
export function bodyOf(response: NonNullable<RecordedExchange['response']>): string {
  return response.bodyText ?? JSON.stringify(response.bodyJson);
}
