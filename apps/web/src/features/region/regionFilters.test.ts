import { MARKETS } from '@signaldesk/contract';
import { describe, expect, it } from 'vitest';
import { everythingIn, emptyDraft } from '../strategy/strategyDraft.js';
import { calendarCountriesOf, folderOf, inRegion, rankingRegionOf, regionItself } from './regionFilters.js';

describe('what the region chosen in the top bar means on each screen', () => {
  it('opens the heatmap, the assessment, the featured ideas and the signal lists on the region itself', () => {
    for (const region of MARKETS) expect(regionItself(region)).toBe(region);
  });

  it('opens the stock lists on the folder of the region', () => {
    expect(MARKETS.map(folderOf)).toEqual(['all', 'us', 'hk', 'cn', 'usd', 'gf']);
  });

  it('opens the ranking on the tab of the region, and on the US for all markets, which has no tab', () => {
    expect(MARKETS.map(rankingRegionOf)).toEqual(['US', 'US', 'HK', 'CN', 'USD', 'GF']);
  });

  it('opens the economic calendar on the countries whose releases move the region, every country where all do', () => {
    expect(calendarCountriesOf('US')).toEqual(['US']);
    expect(calendarCountriesOf('USD')).toEqual(['US']);
    expect(calendarCountriesOf('HK')).toEqual(['CN', 'US']);
    expect(calendarCountriesOf('CN')).toEqual(['CN']);
    expect(calendarCountriesOf('GF')).toEqual([]);
    expect(calendarCountriesOf('ALL')).toEqual([]);
  });

  it('lists the region in the screener until a strategy is picked, and starts a new strategy over it', () => {
    expect(everythingIn('HK')).toMatchObject({ region: 'HK', limit: 50 });
    expect(everythingIn('ALL').region).toBe('ALL');
    expect(emptyDraft('CN').region).toBe('CN');
    expect(emptyDraft().region).toBe('ALL');
  });

  it('keeps a symbol on a filtered screen when it is of the region, and every symbol for all markets', () => {
    expect(inRegion('HK', 'HK')).toBe(true);
    expect(inRegion('HK', 'US')).toBe(false);
    expect(inRegion('ALL', 'CN')).toBe(true);
  });
});
