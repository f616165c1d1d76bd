import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

/** Counts move while workers take jobs; TanStack stops polling when the screen unmounts or the tab hides. */
const REFRESH_MS = 5_000;

export function useWorkQueues() {
  return useQuery({
    queryKey: ['queues', 'list'],
    queryFn: () => request(callPaths.queues.list, {}, { kind: 'kill' }),
    refetchInterval: REFRESH_MS,
  });
}
