/** The traders the alert benches deliver to: members with a web session each, and one alert per trader a round. */
import type { Services } from '../src/app/services.js';
import { NotifyClient } from '../test/notifyClient.js';
import { openSession } from '../src/auth/sessions.js';
import type { StrategyAlert } from '../src/messenger/strategyAlert.js';
import { accountFor } from '../src/users/accounts.js';

export interface BenchTrader {
  userid: string;
  /** The web session's access token, which a notification socket shows at its handshake. */
  accessToken: string;
}

/** Accounts opened at once: enough to keep PostgreSQL's pool busy; SQLite takes them one after the other anyway. */
const OPENING_AT_ONCE = 20;

/** `count` members, each signed in on the web, made through the same account and session code as a sign-in. */
export async function openTraders(services: Services, count: number): Promise<BenchTrader[]> {
  const traders: BenchTrader[] = new Array(count);
  let next = 0;
  async function openMore(): Promise<void> {
    for (let i = next++; i < count; i = next++) {
      const user = await accountFor(services, { subject_kind: 'email', subject: `bench-${i}@signaldesk.local` });
      await services.db.updateTable('users').set({ role: 'member' }).where('userid', '=', user.userid).execute();
      const { accessToken } = await openSession(services, user.userid, 'web', 'bench');
      traders[i] = { userid: user.userid, accessToken };
    }
  }
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, openMore));
  return traders;
}

/** One strategy's alert on bar `ts` for every trader, as a compute cycle hands them to the sink. */
export function roundAlerts(userids: readonly string[], ts: number, payload: StrategyAlert['payload'] = {}): StrategyAlert[] {
  return userids.map((userid) => ({
    userid,
    strategyId: 'bench-strategy',
    strategyName: 'Bench',
    symbol: 'AAPL',
    name: 'Apple Inc.',
    duration: '1d',
    ts,
    payload: { 'matrix.mma10': 1.5, ...payload },
  }));
}

/**
 * One notification socket per trader, connected to the server at `url`. A round sets `arrivals[i]` before it starts;
 * socket i calls it with the moment its next notification arrives.
 */
export async function connectTraders(url: string, traders: readonly BenchTrader[]) {
  const arrivals: Array<(at: number) => void> = [];
  const clients = traders.map(({ accessToken }, i) => {
    const client = new NotifyClient(url, accessToken);
    client.socket.on('notification', () => arrivals[i]?.(performance.now()));
    return client;
  });
  await Promise.all(clients.map((client) => client.connected()));
  return { clients, arrivals };
}
