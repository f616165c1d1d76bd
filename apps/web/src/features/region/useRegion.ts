import type { Market } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useEffect, useRef, useState } from 'react';
import { request } from '../../api/request.js';
import { useStore } from '../../app/useStore.js';
import { authStore } from '../auth/authStore.js';
import { useAuth } from '../auth/useAuth.js';
import { regionStore } from './regionStore.js';

/**
 * The region chosen in the top bar, which every screen that lists symbols starts from: a signed-in user's choice
 * follows them from the server, a visitor's stays in this browser.
 */
export function useRegion(): Market {
  const { user } = useAuth();
  const local = useStore(regionStore);
  return user?.market ?? local;
}

/**
 * Keeps the choice in this browser at once, and with the signed-in user so it follows them elsewhere; the screens
 * switch before the server answers, and go back if it refuses.
 */
export async function chooseRegion(choice: Market): Promise<void> {
  regionStore.set(choice);
  const { user } = authStore.get();
  if (!user) return;
  authStore.dispatch({ type: 'userUpdated', user: { ...user, market: choice } });
  try {
    const answer = await request(callPaths.users.updateMarket, { market: choice });
    authStore.dispatch({ type: 'userUpdated', user: answer.user });
  } catch (error) {
    authStore.dispatch({ type: 'userUpdated', user });
    throw error;
  }
}

/**
 * A screen's own filter, which starts from what the chosen region means on that screen. The trader may change it
 * there; choosing a region in the top bar again starts it over from that region.
 */
export function useRegionFilter<T>(filterOf: (region: Market) => T): [T, (next: T) => void] {
  const region = useRegion();
  const [own, setOwn] = useState<{ region: Market; value: T } | null>(null);
  const value = own && own.region === region ? own.value : filterOf(region);
  return [value, (next: T) => setOwn({ region, value: next })];
}

/** Runs when the trader chooses another region in the top bar while the screen is open, not when it opens. */
export function useRegionChosen(run: (region: Market) => void): void {
  const region = useRegion();
  const shown = useRef(region);
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (shown.current === region) return;
    shown.current = region;
    latest.current(region);
  }, [region]);
}
