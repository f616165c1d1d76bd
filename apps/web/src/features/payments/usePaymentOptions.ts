import { calls } from '@signaldesk/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

/** Whether this server sells by card and in which currencies; fixed while the server runs. */
export function usePaymentOptions() {
  return useQuery({ queryKey: ['payments', 'options'], queryFn: () => request(calls.payments.options, {}), staleTime: Number.POSITIVE_INFINITY });
}
