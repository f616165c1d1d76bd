import { hasRole } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { createStore } from '../../app/createStore.js';
import { request } from '../../api/request.js';
import { authStore } from '../auth/authStore.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { indicatorSet } from './indicatorSet.js';
import { type ChartIndicator, parseChartIndicators } from './indicatorStorage.js';

const KEY = 'chart.indicators';

const store = createStore<readonly ChartIndicator[]>(parseChartIndicators(localStorage.getItem(KEY)));
/** The signed-in member whose account the list is kept with, once it was read from there; null for a visitor. */
let account: string | null = null;
/** The list to save next, and whether a save is under way: one at a time, so the account ends with the latest list. */
let pending: readonly ChartIndicator[] | null = null;
let sending = false;

async function sendPending(): Promise<void> {
  sending = true;
  while (pending !== null) {
    const list = [...pending];
    pending = null;
    await request(callPaths.chartIndicators.save, { list }, { keepalive: true }).catch((error: unknown) => snackbar.error(errorText(error)));
  }
  sending = false;
}

/** Saves the list with the account at once, kept alive through a reload or a page left right after the change. */
function keepWithAccount(list: readonly ChartIndicator[]): void {
  if (account === null) return;
  pending = list;
  if (!sending) void sendPending();
}

const keepHere = (next: readonly ChartIndicator[]) => {
  localStorage.setItem(KEY, JSON.stringify(next));
  store.set(next);
};

/**
 * The quote chart's standard indicators, kept in the browser for every symbol and duration alike: as on
 * TradingView, the trader's set of indicators stays when the chart switches symbol or duration.
 */
export const chartIndicators = indicatorSet(store, (next) => {
  keepHere(next);
  keepWithAccount(next);
});

/** Charts open now that follow the account; a screen of several charts reads the account once, for all of them. */
let followers = 0;
let stopFollowing: () => void = () => undefined;

/**
 * Keeps the chart's indicators with the signed-in member's account: read from it at each sign-in, so every browser
 * they use shows the same set, and saved to it as they change. An account that never kept a set takes this
 * browser's, so nothing set up before is lost. A visitor's stay in this browser alone. Each open chart follows until
 * it closes; the account is left when the last one does.
 */
export function followAccountIndicators(): () => void {
  followers += 1;
  if (followers === 1) stopFollowing = followAccount();
  return () => {
    followers -= 1;
    if (followers === 0) stopFollowing();
  };
}

function followAccount(): () => void {
  const apply = () => {
    const { user } = authStore.get();
    const member = user && hasRole(user.role, 'member') ? user.userid : null;
    if (member === account) return;
    account = null;
    if (member === null) return;
    request(callPaths.chartIndicators.mine, {}).then(
      ({ list }) => {
        if (authStore.get().user?.userid !== member) return;
        account = member;
        if (list === null) keepWithAccount(store.get());
        else keepHere(parseChartIndicators(JSON.stringify(list)));
      },
      () => undefined,
    );
  };
  const stop = authStore.subscribe(apply);
  apply();
  return () => {
    stop();
    account = null;
  };
}
