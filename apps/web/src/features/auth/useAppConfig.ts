import { calls } from '@signaldesk/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

export function useAppConfig() {
  return useQuery({ queryKey: ['appConfig'], queryFn: () => request(calls.auth.appConfig, {}), staleTime: Number.POSITIVE_INFINITY });
}
