import type { CallBody, Watchlist } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import { refusalText } from '../alerts/useAlerts.js';
import { snackbar } from '../snackbar/snackbar.js';
import { USER_STOCKS_KEY } from '../stock/useUserStocks.js';
import { keptRows } from './keptRows.js';
import { orderItems, renamedSection, type Section, sectionsOf } from './watchlistSections.js';

/** Every query of the watchlists. */
export const watchlistsKey = ['watchlist'] as const;
const mineKey = [...watchlistsKey, 'mine'] as const;
const listKey = (id: string) => [...watchlistsKey, 'list', id] as const;
const valuesKey = (id: string) => [...watchlistsKey, 'values', id] as const;

/** How often the values are asked again while the page is in view; TanStack Query skips it for a tab in the background. */
export const VALUES_REFRESH_MS = 5_000;

/** The trader's lists, the followed one and the favourites first, as the server orders them. */
export function useWatchlistSummaries() {
  return useQuery({ queryKey: mineKey, queryFn: () => request(callPaths.watchlists.mine, {}).then((reply) => reply.lists) });
}

export function useWatchlist(id: string | undefined) {
  return useQuery({
    queryKey: listKey(id ?? ''),
    queryFn: () => request(callPaths.watchlists.get, { id: id ?? '' }).then((reply) => reply.list),
    enabled: id !== undefined,
  });
}

/**
 * Each symbol's value in each of the list's columns, live. Keyed by the columns too: values arrive in the column
 * order they were asked with, so a list whose columns just changed shows none rather than the old columns' values.
 */
export function useWatchlistValues(list: Watchlist) {
  return useQuery({
    queryKey: [...valuesKey(list.id), JSON.stringify(list.columns)],
    queryFn: () => request(callPaths.watchlists.values, { id: list.id }, { kind: 'kill' }),
    refetchInterval: VALUES_REFRESH_MS,
    structuralSharing: keptRows,
  });
}

type UpdateBody = CallBody<typeof callPaths.watchlists.update>;

/**
 * Every change to a list. Each answer is the list as the server now keeps it, shown at once, and its values are
 * asked again at once. A refusal leaves the list as the server keeps it (another tab may have changed it) and goes
 * to a snackbar unless the caller shows it itself.
 */
export function useWatchlistActions({ reportErrors = true } = {}) {
  const queryClient = useQueryClient();
  const put = (list: Watchlist) => {
    queryClient.setQueryData(listKey(list.id), list);
    void queryClient.invalidateQueries({ queryKey: mineKey });
    void queryClient.invalidateQueries({ queryKey: valuesKey(list.id) });
    // The followed list and the favourites are the stock list's star and heart too.
    if (list.kind !== 'own') void queryClient.invalidateQueries({ queryKey: USER_STOCKS_KEY });
  };
  const onError = (error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: [...watchlistsKey, 'list'] });
    void queryClient.invalidateQueries({ queryKey: mineKey });
    if (reportErrors) snackbar.error(refusalText(error));
  };
  const listOf = (reply: { list: Watchlist }) => reply.list;

  const create = useMutation({
    mutationFn: (name: string) => request(callPaths.watchlists.create, { name }, { kind: 'block' }).then(listOf),
    onSuccess: put,
    onError,
  });
  const update = useMutation({
    mutationFn: (body: UpdateBody) => request(callPaths.watchlists.update, body, { kind: 'block' }).then(listOf),
    onSuccess: put,
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => request(callPaths.watchlists.remove, { id }, { kind: 'block' }).then(() => id),
    onSuccess: (id) => {
      queryClient.removeQueries({ queryKey: listKey(id) });
      void queryClient.invalidateQueries({ queryKey: mineKey });
    },
    onError,
  });
  const add = useMutation({
    mutationFn: (body: { id: string; symbols: string[]; section: string }) => request(callPaths.watchlists.add, body, { kind: 'block' }),
    onSuccess: (reply) => put(reply.list),
    onError,
  });
  const drop = useMutation({
    mutationFn: (body: { id: string; symbols: string[] }) => request(callPaths.watchlists.drop, body, { kind: 'block' }).then(listOf),
    onSuccess: put,
    onError,
  });
  const importCsv = useMutation({
    mutationFn: (body: { id: string; csv: string }) => request(callPaths.watchlists.importCsv, body, { kind: 'block' }),
    onSuccess: (reply) => put(reply.list),
    onError,
  });
  // A drag shows its result at once; the server's answer, or a refusal's reload, then stands.
  const order = useMutation({
    mutationFn: ({ list, sections }: { list: Watchlist; sections: readonly Section[] }) =>
      request(callPaths.watchlists.order, { id: list.id, items: orderItems(sections) }).then(listOf),
    onMutate: ({ list, sections }) => queryClient.setQueryData(listKey(list.id), { ...list, items: sections.flatMap((section) => section.items) }),
    onSuccess: put,
    onError,
  });
  // The contract sets sections by their names, so a renamed section is a new one: the symbols are put back in it.
  const renameSection = useMutation({
    mutationFn: async ({ list, from, to }: { list: Watchlist; from: string; to: string }) => {
      const sections = list.sections.map((name) => (name === from ? to : name));
      await request(callPaths.watchlists.update, { id: list.id, sections }, { kind: 'block' });
      return request(callPaths.watchlists.order, { id: list.id, items: renamedSection(sectionsOf(list), from, to) }).then(listOf);
    },
    onSuccess: put,
    onError,
  });
  return { create, update, remove, add, drop, importCsv, order, renameSection };
}
