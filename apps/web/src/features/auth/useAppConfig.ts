import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

export function useAppConfig() {
  return useQuery({ queryKey: ['appConfig'], queryFn: () => request(callPaths.auth.appConfig, {}), staleTime: Number.POSITIVE_INFINITY });
}
