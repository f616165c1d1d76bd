import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

/** Whether this server sells by card and in which currencies; fixed while the server runs. */
export function usePaymentOptions() {
  return useQuery({ queryKey: ['payments', 'options'], queryFn: () => request(callPaths.payments.options, {}), staleTime: Number.POSITIVE_INFINITY });
}
