import type { SeekRow, StrategyQueryInput } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

export interface SeekAnswer {
  fields: string[];
  list: SeekRow[];
  total: number;
}

const EMPTY: SeekAnswer = { fields: [], list: [], total: 0 };

/** Spec §4: a fetch of the seek list sets loading, and a failure empties the list. */
export function useSeekList(query: StrategyQueryInput, tag: string) {
  const trimmed = tag.trim();
  const result = useQuery({
    queryKey: ['seek', query, trimmed],
    queryFn: () =>
      request(callPaths.strategies.seek, { query, ...(trimmed ? { tag: trimmed } : {}) }, { kind: 'kill' }).then(
        (reply) => reply,
        () => EMPTY,
      ),
    placeholderData: keepPreviousData,
  });
  return { answer: result.data ?? EMPTY, loading: result.isFetching };
}
