import type { CallBody, PaperAccount, PaperOrderChange, PaperOrderRequest } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/request.js';

/** Every query of paper trading: a change to an order or an account asks them all again. */
export const paperKey = ['paper'] as const;
const accountsKey = [...paperKey, 'accounts'] as const;

/**
 * How often positions, orders and the account are asked again while a screen shows them: fills happen on the feed
 * as the price moves, so the screen follows it as the watchlists' values do. A tab in the background is not asked.
 */
export const PAPER_REFRESH_MS = 5_000;

export function usePaperAccounts({ enabled = true } = {}) {
  return useQuery({
    queryKey: accountsKey,
    queryFn: () => request(callPaths.paper.accounts, {}).then((reply) => reply.accounts),
    enabled,
    refetchInterval: PAPER_REFRESH_MS,
  });
}

/** The account's positions at their last prices, with its P&L and its money as the positions leave it. */
export function usePaperPositions(accountId: string | undefined) {
  return useQuery({
    queryKey: [...paperKey, 'positions', accountId],
    queryFn: () => request(callPaths.paper.positions, { accountId: accountId ?? '' }, { kind: 'kill' }),
    enabled: accountId !== undefined,
    refetchInterval: PAPER_REFRESH_MS,
  });
}

type OrdersBody = CallBody<typeof callPaths.paper.orders>;

export function usePaperOrders(accountId: string | undefined, view: OrdersBody['view'], run?: number) {
  return useQuery({
    queryKey: [...paperKey, 'orders', accountId, view, run],
    queryFn: () => request(callPaths.paper.orders, { accountId: accountId ?? '', view, ...(run !== undefined && { run }) }).then((reply) => reply.orders),
    enabled: accountId !== undefined,
    refetchInterval: PAPER_REFRESH_MS,
  });
}

export function usePaperFills(accountId: string | undefined, run?: number) {
  return useQuery({
    queryKey: [...paperKey, 'fills', accountId, run],
    queryFn: () => request(callPaths.paper.fills, { accountId: accountId ?? '', ...(run !== undefined && { run }) }).then((reply) => reply.fills),
    enabled: accountId !== undefined,
    refetchInterval: PAPER_REFRESH_MS,
  });
}

export function usePaperEquity(accountId: string | undefined, run?: number) {
  return useQuery({
    queryKey: [...paperKey, 'equity', accountId, run],
    queryFn: () => request(callPaths.paper.equity, { accountId: accountId ?? '', ...(run !== undefined && { run }) }),
    enabled: accountId !== undefined,
    refetchInterval: PAPER_REFRESH_MS,
  });
}

/** A symbol's latest close (the forming day's), asked again while shown; null when the market has none yet. */
export function useLastPrice(symbol: string | null) {
  return useQuery({
    queryKey: [...paperKey, 'last', symbol],
    queryFn: () =>
      request(callPaths.quotes.compare, { symbols: [symbol ?? ''], duration: '1d' }, { kind: 'kill' }).then((reply) => reply.series[0]?.closes.at(-1)?.[1] ?? null),
    enabled: symbol !== null,
    refetchInterval: PAPER_REFRESH_MS,
  });
}

/** Daily closes of up to five symbols, for the equity curve's buy-and-hold and benchmark lines. */
export function useDailyCloses(symbols: readonly string[]) {
  return useQuery({
    queryKey: [...paperKey, 'closes', ...symbols],
    queryFn: () => request(callPaths.quotes.compare, { symbols: [...symbols], duration: '1d' }).then((reply) => reply.series),
    enabled: symbols.length > 0,
    staleTime: 15 * 60_000,
  });
}

/**
 * Every change of paper trading. Each answer moves cash, orders and positions at once, so every paper query is
 * asked again; a refusal is left to the caller, which shows it where it belongs (under a field, in the ticket).
 */
export function usePaperActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: paperKey });
  const putAccount = (account: PaperAccount) => {
    queryClient.setQueryData<PaperAccount[]>(accountsKey, (accounts) =>
      accounts?.some((kept) => kept.id === account.id) ? accounts.map((kept) => (kept.id === account.id ? account : kept)) : [...(accounts ?? []), account],
    );
    refresh();
  };
  const create = useMutation({
    mutationFn: (body: CallBody<typeof callPaths.paper.create>) => request(callPaths.paper.create, body, { kind: 'block' }).then((reply) => reply.account),
    onSuccess: putAccount,
  });
  const reset = useMutation({
    mutationFn: (body: CallBody<typeof callPaths.paper.reset>) => request(callPaths.paper.reset, body, { kind: 'block' }).then((reply) => reply.account),
    onSuccess: putAccount,
  });
  const place = useMutation({
    mutationFn: (order: PaperOrderRequest) => request(callPaths.paper.place, order, { kind: 'block' }),
    onSuccess: (reply) => putAccount(reply.account),
  });
  const modify = useMutation({
    mutationFn: (change: PaperOrderChange) => request(callPaths.paper.modify, change, { kind: 'block' }),
    onSuccess: (reply) => putAccount(reply.account),
    onError: refresh,
  });
  const cancel = useMutation({
    mutationFn: (orderId: string) => request(callPaths.paper.cancel, { orderId }, { kind: 'block' }),
    onSuccess: (reply) => putAccount(reply.account),
    onError: refresh,
  });
  return { create, reset, place, modify, cancel };
}
