import { DESKTOP_PLATFORMS, type DesktopPlatform } from '@signaldesk/contract';

export interface DesktopOffer {
  /** The sentence the desktop card says: all systems, some of them (named), or none yet. */
  key: 'download.offersAll' | 'download.offersSome' | 'download.offersNone';
  offered: DesktopPlatform[];
}

/** What this server offers of the desktop assistant, in the download page's order. */
export function desktopOffer(present: readonly DesktopPlatform[]): DesktopOffer {
  const offered = DESKTOP_PLATFORMS.filter((platform) => present.includes(platform));
  const key = offered.length === DESKTOP_PLATFORMS.length ? 'download.offersAll' : offered.length ? 'download.offersSome' : 'download.offersNone';
  return { key, offered };
}

/** The platform an address of a build this server lacks was sent back with, if it names one. */
export const missingPlatformOf = (value: string | null): DesktopPlatform | undefined => DESKTOP_PLATFORMS.find((platform) => platform === value);
