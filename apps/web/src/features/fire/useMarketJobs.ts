import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

/** The jobs change while the scheduler works; TanStack stops polling when the screen unmounts or the tab hides. */
const REFRESH_MS = 5_000;

export function useMarketJobs() {
  return useQuery({
    queryKey: ['jobs', 'list'],
    queryFn: () => request(callPaths.jobs.list, {}, { kind: 'kill' }),
    refetchInterval: REFRESH_MS,
  });
}
