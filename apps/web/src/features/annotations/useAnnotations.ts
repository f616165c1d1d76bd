import type { Annotation, Duration } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import { annotationListKey } from './annotationListKey.js';

/** One empty list for every chart without annotations, so markers keep their identity between renders. */
const NONE: Annotation[] = [];

/** The trader's annotations of one chart; spec §4: a failed fetch gives an empty list. */
export function useAnnotations(symbol: string, duration: Duration) {
  const query = useQuery({
    queryKey: annotationListKey(symbol, duration),
    queryFn: () =>
      request(callPaths.annotations.list, { symbol, duration }).then(
        (reply) => reply.list,
        () => NONE,
      ),
    enabled: symbol.trim() !== '',
  });
  return query.data ?? NONE;
}
