import { type Annotation, durationSchema } from '@signaldesk/contract';
import type { AnnotationsTable } from '../db/schema.js';

/** The answer's shape of a stored annotation; text goes out exactly as the trader wrote it. */
export function annotationView(row: AnnotationsTable): Annotation {
  return {
    aid: row.aid,
    symbol: row.symbol,
    duration: durationSchema.parse(row.duration),
    ts: Number(row.ts),
    title: row.title,
    mark: row.mark,
    createdAt: Number(row.created_at),
  };
}
