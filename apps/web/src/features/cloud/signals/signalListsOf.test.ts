import { describe, expect, it } from 'vitest';
import { signalListsOf } from './signalListsOf.js';

const slugs = (region: Parameters<typeof signalListsOf>[0]) => signalListsOf(region).map((list) => list.slug);

describe('signalListsOf', () => {
  it('shows the boards of the index lists of the chosen region, every board for all markets', () => {
    expect(slugs('US')).toEqual(['sp500', 'nasdaq100', 'dow30']);
    expect(slugs('HK')).toEqual(['hsi', 'hstech']);
    expect(slugs('CN')).toEqual(['csi300']);
    expect(slugs('ALL')).toEqual(['sp500', 'nasdaq100', 'dow30', 'hsi', 'hstech', 'csi300', 'crypto10']);
  });

  it('shows the crypto list for crypto, and no board for gold and forex, which have no list', () => {
    expect(slugs('USD')).toEqual(['crypto10']);
    expect(slugs('GF')).toEqual([]);
  });
});
