import { join } from 'node:path';
import { type RecordedExchange, readExchange } from './recordedExchange.js';
import { OWN_FIXTURES } from './sharedData.js';

/** One of our own recorded Yahoo exchanges, by file name. */
export function yahooFixture(name: string): RecordedExchange {
  return readExchange(join(OWN_FIXTURES, 'yahoo', `${name}.json`));
}
