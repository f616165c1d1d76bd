import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

/** The calendar changes within the hour at most; the server keeps it as long. */
const STALE_MS = 10 * 60_000;

export function useEconomicCalendar() {
  return useQuery({
    queryKey: ['calendar', 'economic'],
    queryFn: () => request(callPaths.overview.economic, {}),
    staleTime: STALE_MS,
  });
}

export function useEarningsCalendar() {
  return useQuery({
    queryKey: ['calendar', 'earnings'],
    queryFn: () => request(callPaths.overview.earnings, {}),
    staleTime: STALE_MS,
  });
}
