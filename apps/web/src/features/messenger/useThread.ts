import type { Message } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import { messengerKeys } from './messengerKeys.js';

/** A session's messages (or every session's, for the notification centre), newest first, 50 a page. */
export function useThread(sessionid: string | null) {
  const query = useInfiniteQuery({
    queryKey: messengerKeys.thread(sessionid),
    queryFn: ({ pageParam }) =>
      request(callPaths.messenger.messages, { ...(sessionid ? { sessionid } : {}), ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.more ? last.list.at(-1)?.id : undefined),
  });
  const messages: Message[] = query.data?.pages.flatMap((page) => page.list) ?? [];
  return {
    messages,
    loading: query.isPending,
    error: query.isError,
    more: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
