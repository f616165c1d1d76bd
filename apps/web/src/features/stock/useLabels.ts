import { calls } from '@signaldesk/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

export const LABELS_KEY = ['stock', 'labels'] as const;

/** The labels made from the stock tags; they change only when super edits a meta. */
export function useLabels() {
  return useQuery({ queryKey: LABELS_KEY, queryFn: () => request(calls.stocks.labels, {}, { kind: 'kill' }), staleTime: 60_000 });
}
