import type { BacktestRun, BacktestRunSummary } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';

const RUNS_KEY = ['backtests', 'mine'] as const;
const NONE: BacktestRunSummary[] = [];
/** The server counts progress by symbol; once a second follows it without flooding the queue. */
const POLL_MS = 1_000;

const unfinished = (run: Pick<BacktestRunSummary, 'status'> | undefined) => run?.status === 'queued' || run?.status === 'running';

/** The signed-in trader's runs, newest first; polled while one of them has not finished. */
export function useBacktestRuns() {
  const query = useQuery({
    queryKey: RUNS_KEY,
    queryFn: () => request(callPaths.backtests.list, {}).then((reply) => reply.list),
    refetchInterval: (current) => (current.state.data?.some(unfinished) ? POLL_MS : false),
  });
  return query.data ?? NONE;
}

/** One run with its report, through its share token when it is another member's; polled until it finishes. */
export function useBacktestRun(id: string | null, share: string | null) {
  const query = useQuery({
    queryKey: ['backtests', 'run', id, share],
    enabled: id !== null,
    queryFn: () => request(callPaths.backtests.get, share ? { id: id!, share } : { id: id! }).then((reply) => reply.run),
    refetchInterval: (current) => (current.state.data === undefined || unfinished(current.state.data) ? POLL_MS : false),
    retry: false,
  });
  return { run: query.data ?? null, failed: query.isError };
}

/** Rename, share, cancel and delete; each refreshes the list and the open run. */
export function useBacktestActions() {
  const { t } = useTranslation('cloud');
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['backtests'] });
  const onError = (error: unknown) => snackbar.error(errorText(error));
  const done = (message: string) => () => {
    snackbar.success(message);
    refresh();
  };
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => request(callPaths.backtests.rename, { id, name }, { kind: 'block' }),
    onSuccess: done(t('runs.renamed')),
    onError,
  });
  const share = useMutation({
    mutationFn: (id: string): Promise<BacktestRun> => request(callPaths.backtests.share, { id, shared: true }, { kind: 'block' }).then((reply) => reply.run),
    onSuccess: refresh,
    onError,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => request(callPaths.backtests.cancel, { id }, { kind: 'block' }),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: string) => request(callPaths.backtests.remove, { id }, { kind: 'block' }),
    onSuccess: done(t('runs.deleted')),
    onError,
  });
  return { rename, share, cancel, remove };
}
