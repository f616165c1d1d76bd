import type { SignalSourceChange, SignalSourceInput } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../api/request.js';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { errorText } from '../../auth/errorText.js';
import { snackbar } from '../../snackbar/snackbar.js';

const SIGNALS_KEY = ['signals'] as const;
/** A record being computed shows its progress every few seconds; a computed board changes after market cycles, minutes apart. */
const COMPUTING_POLL_MS = 2_000;
const BOARD_POLL_MS = 60_000;

/**
 * One index list's board: every published source's record and today's signals, kept current while it is open. The
 * house sources speak the interface language, so a language switch is another query.
 */
export function useSignalBoard(list: string) {
  const [language] = useLanguage();
  return useQuery({
    queryKey: [...SIGNALS_KEY, 'board', list, language],
    queryFn: () => request(callPaths.signals.board, { list }, { kind: 'kill' }),
    refetchInterval: (current) => (current.state.data?.books.some((book) => book.computedAt === null) ? COMPUTING_POLL_MS : BOARD_POLL_MS),
  });
}

/** Follow or stop following a source on one list; the board then shows the new state. */
export function useFollowSource(onDone: (following: boolean) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { source: string; list: string; follow: boolean }) => request(callPaths.signals.follow, body, { kind: 'block' }),
    onSuccess: (reply) => {
      onDone(reply.following);
      void queryClient.invalidateQueries({ queryKey: SIGNALS_KEY });
    },
    onError: (error) => snackbar.error(errorText(error)),
  });
}

/** Every source, published or not, for the team (super), in the interface language. */
export function useSignalSources(enabled: boolean) {
  const [language] = useLanguage();
  return useQuery({
    queryKey: [...SIGNALS_KEY, 'sources', language],
    enabled,
    queryFn: () => request(callPaths.signals.sources, {}).then((reply) => reply.list),
  });
}

/** Create, change and delete sources; each refreshes the sources and the boards. The caller shows refusals. */
export function useSourceActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: SIGNALS_KEY });
  const create = useMutation({
    mutationFn: (body: SignalSourceInput) => request(callPaths.signals.create, body, { kind: 'block' }).then((reply) => reply.source),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (body: SignalSourceChange) => request(callPaths.signals.update, body, { kind: 'block' }).then((reply) => reply.source),
    onSuccess: refresh,
    onError: (error) => snackbar.error(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: (id: string) => request(callPaths.signals.remove, { id }, { kind: 'block' }),
    onSuccess: refresh,
    onError: (error) => snackbar.error(errorText(error)),
  });
  return { create, update, remove };
}
