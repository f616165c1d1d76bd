import type { MessageKey } from '@signaldesk/contract';
import type { DesktopTextKey } from '../texts.js';

/** A refusal the local server answers as `{ code, key, msg }`, the message in the asker's language. */
export class LocalError extends Error {
  constructor(
    readonly status: number,
    readonly key: DesktopTextKey | MessageKey,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
