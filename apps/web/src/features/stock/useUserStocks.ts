import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';

export const USER_STOCKS_KEY = ['userstock', 'lists'] as const;

/** The trader's followed symbols, favourites and what traders follow most. */
export function useUserStocks() {
  return useQuery({ queryKey: USER_STOCKS_KEY, queryFn: () => request(callPaths.userstock.list, {}, { kind: 'kill' }) });
}

/** Follow, unfollow, favourite and unfavourite; each refreshes the lists and any list filtered by them. */
export function useUserStockActions() {
  const { t } = useTranslation('stock');
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: USER_STOCKS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['stock', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['quote', 'symbols'] });
  };
  const onError = (error: unknown) => snackbar.error(errorText(error));

  const follow = useMutation({
    mutationFn: (symbol: string) => request(callPaths.userstock.follow, { symbol }, { kind: 'block' }),
    onSuccess: (_reply, symbol) => {
      snackbar.success(t('followed', { symbol }));
      refresh();
    },
    onError,
  });
  const unfollow = useMutation({
    mutationFn: (symbol: string) => request(callPaths.userstock.unfollow, { symbol }, { kind: 'block' }),
    onSuccess: (reply, symbol) => {
      // Spec §4: an answer of 1 means the symbol was removed.
      if (reply.result === 1) snackbar.success(t('unfollowed', { symbol }));
      refresh();
    },
    onError,
  });
  const favourite = useMutation({
    mutationFn: (symbol: string) => request(callPaths.userstock.feature, { symbol }, { kind: 'block' }),
    onSuccess: (reply, symbol) => {
      snackbar.success(
        reply.dropped.length > 0 ? t('favouriteDropped', { symbol, dropped: reply.dropped.join(', ') }) : t('favourited', { symbol }),
      );
      refresh();
    },
    onError,
  });
  const unfavourite = useMutation({
    mutationFn: (symbol: string) => request(callPaths.userstock.unfeature, { symbol }, { kind: 'block' }),
    onSuccess: (reply, symbol) => {
      if (reply.result === 1) snackbar.success(t('unfavourited', { symbol }));
      refresh();
    },
    onError,
  });
  return { follow, unfollow, favourite, unfavourite };
}
