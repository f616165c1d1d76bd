import type { Language } from '@signaldesk/contract';
import { type FieldId, fieldDef } from '@signaldesk/indicators';

/** A matrix line's field, numbered by the bars it averages. */
const MOVING_AVERAGE = /^matrix\.mma(\d+)$/;

/**
 * A line's name in a picture's header. A moving average goes by its bars, MA10 in both languages, short enough for
 * the header; the title already names the duration. The ladder's lines keep the catalogue's names.
 */
export function overlayLineName(field: string, language: Language): string {
  const bars = MOVING_AVERAGE.exec(field)?.[1];
  return bars ? `MA${bars}` : fieldDef(field as FieldId).name[language];
}
