import { type RiseFallColours, riseFallColoursFor } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useSyncExternalStore } from 'react';
import { request } from '../../api/request.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { authStore } from '../auth/authStore.js';
import { useAuth } from '../auth/useAuth.js';
import { type RiseFallPalette, riseFallPalette } from '@signaldesk/chart-render';
import { riseFallStore } from './riseFallStore.js';

/**
 * The rise and fall colours in force for every screen: a signed-in user's choice follows them from the server, a
 * visitor's stays in this browser, and without a choice the interface language decides.
 */
export function useRiseFall(): RiseFallPalette {
  const [language] = useLanguage();
  const { user } = useAuth();
  const local = useSyncExternalStore(riseFallStore.subscribe, riseFallStore.get);
  return riseFallPalette(riseFallColoursFor(user?.riseFallColours ?? local, language));
}

/**
 * Keeps the choice in this browser at once, and with the signed-in user so it follows them elsewhere; the screens
 * recolour before the server answers, and go back if it refuses.
 */
export async function chooseRiseFall(choice: RiseFallColours): Promise<void> {
  riseFallStore.set(choice);
  const { user } = authStore.get();
  if (!user) return;
  authStore.dispatch({ type: 'userUpdated', user: { ...user, riseFallColours: choice } });
  try {
    const answer = await request(callPaths.users.updateRiseFallColours, { riseFallColours: choice });
    authStore.dispatch({ type: 'userUpdated', user: answer.user });
  } catch (error) {
    authStore.dispatch({ type: 'userUpdated', user });
    throw error;
  }
}
