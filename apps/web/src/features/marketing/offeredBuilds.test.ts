import { describe, expect, it } from 'vitest';
import { desktopOffer, missingPlatformOf } from './offeredBuilds.js';

describe('what the download page says this site offers', () => {
  it('names every system, some of them in the page’s order, or none', () => {
    expect(desktopOffer(['linux', 'mac', 'windows'])).toEqual({ key: 'download.offersAll', offered: ['windows', 'mac', 'linux'] });
    expect(desktopOffer(['linux', 'windows'])).toEqual({ key: 'download.offersSome', offered: ['windows', 'linux'] });
    expect(desktopOffer([])).toEqual({ key: 'download.offersNone', offered: [] });
  });

  it('reads the system a missing build was sent back with, and nothing else', () => {
    expect(missingPlatformOf('mac')).toBe('mac');
    expect(missingPlatformOf('macos')).toBeUndefined();
    expect(missingPlatformOf('__proto__')).toBeUndefined();
    expect(missingPlatformOf(null)).toBeUndefined();
  });
});
