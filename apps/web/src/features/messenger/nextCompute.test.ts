import { describe, expect, it } from 'vitest';
import { nextCompute } from './nextCompute.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('when a saved strategy next sees a finished day', () => {
  it('names the next close after a weekend, half an hour past the bell', () => {
    // Saturday 12 December 2026: New York next closes on Monday at 16:00 (21:00 UTC).
    expect(nextCompute('US', at('2026-12-12T15:00:00Z'))).toBe(at('2026-12-14T21:30:00Z'));
    // Hong Kong closes at 16:00 its time, 08:00 UTC.
    expect(nextCompute('HK', at('2026-12-12T15:00:00Z'))).toBe(at('2026-12-14T08:30:00Z'));
  });

  it('skips a holiday: Thanksgiving in New York, Christmas and New Year in every stock market', () => {
    expect(nextCompute('US', at('2026-11-26T16:00:00Z'))).toBe(at('2026-11-27T18:30:00Z'));
    expect(nextCompute('US', at('2027-01-01T14:30:00Z'))).toBe(at('2027-01-04T21:30:00Z'));
  });

  it('takes the soonest market of all markets: crypto closes its day at midnight UTC every day', () => {
    expect(nextCompute('ALL', at('2026-12-12T15:00:00Z'))).toBe(at('2026-12-13T00:30:00Z'));
  });
});
