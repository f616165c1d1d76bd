import type { ForwardReport, ForwardTest, ForwardTestRequest } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import { PAPER_REFRESH_MS, paperKey } from './usePaper.js';

/** Under the paper key: an order a forward test places is asked again with the account's. */
const forwardKey = [...paperKey, 'forward'] as const;

export function useForwardTests() {
  return useQuery({
    queryKey: [...forwardKey, 'list'],
    queryFn: () => request(callPaths.forwardTests.list, {}).then((reply): ForwardTest[] => reply.list),
    refetchInterval: PAPER_REFRESH_MS,
  });
}

export function useForwardReport(id: string) {
  return useQuery({
    queryKey: [...forwardKey, 'report', id],
    queryFn: () => request(callPaths.forwardTests.report, { id }).then((reply) => reply as ForwardReport),
    refetchInterval: PAPER_REFRESH_MS,
  });
}

export function useForwardActions() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: forwardKey });
  const start = useMutation({
    mutationFn: (body: ForwardTestRequest) => request(callPaths.forwardTests.start, body, { kind: 'block' }).then((reply) => reply.forwardTest),
    onSuccess: refresh,
  });
  const stop = useMutation({
    mutationFn: (id: string) => request(callPaths.forwardTests.stop, { id }, { kind: 'block' }).then((reply) => reply.forwardTest),
    onSuccess: refresh,
    onError: refresh,
  });
  return { start, stop };
}
