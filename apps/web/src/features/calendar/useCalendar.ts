import { calls } from '@signaldesk/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

/** The calendar changes within the hour at most; the server keeps it as long. */
const STALE_MS = 10 * 60_000;

export function useEconomicCalendar() {
  return useQuery({
    queryKey: ['calendar', 'economic'],
    queryFn: () => request(calls.overview.economic, {}),
    staleTime: STALE_MS,
  });
}

export function useEarningsCalendar() {
  return useQuery({
    queryKey: ['calendar', 'earnings'],
    queryFn: () => request(calls.overview.earnings, {}),
    staleTime: STALE_MS,
  });
}
