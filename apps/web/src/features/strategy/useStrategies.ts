import type { Strategy, StrategyQuery } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';

const STRATEGIES_KEY = ['strategies', 'mine'] as const;
const NONE: Strategy[] = [];

/** The signed-in trader's saved strategies, newest first; a failed fetch shows none. */
export function useStrategies() {
  const query = useQuery({
    queryKey: STRATEGIES_KEY,
    queryFn: () =>
      request(callPaths.strategies.list, {}).then(
        (reply) => reply.list,
        () => NONE,
      ),
  });
  return query.data ?? NONE;
}

/** Save (new or changed), delete and send a test alert; save and delete refresh the list, and a save hands back what the server stored. */
export function useStrategyActions() {
  const { t } = useTranslation('strategy');
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: STRATEGIES_KEY });
  const onError = (error: unknown) => snackbar.error(errorText(error));

  const save = useMutation({
    mutationFn: async ({ sid, name, query }: { sid: string | null; name: string; query: StrategyQuery }) => {
      const reply = sid
        ? await request(callPaths.strategies.update, { sid, name, query }, { kind: 'block' })
        : await request(callPaths.strategies.create, { name, query }, { kind: 'block' });
      return reply.strategy;
    },
    onSuccess: () => {
      snackbar.success(t('saved'));
      refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (sid: string) => request(callPaths.strategies.remove, { sid }, { kind: 'block' }),
    onSuccess: () => {
      snackbar.success(t('deleted'));
      refresh();
    },
    onError,
  });
  const test = useMutation({
    mutationFn: (sid: string) => request(callPaths.strategies.testAlert, { sid }, { kind: 'block' }),
    onSuccess: ({ symbol }) => snackbar.success(t('testAlertSent', { symbol })),
    onError,
  });
  return { save, remove, test };
}
