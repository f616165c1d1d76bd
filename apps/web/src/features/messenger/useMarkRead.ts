import type { MessengerSession } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../api/request.js';
import { messengerKeys } from './messengerKeys.js';

/** Opening a session that has unread messages marks it read on the server, then refreshes the counts. */
export function useMarkRead(session: MessengerSession | undefined): void {
  const queryClient = useQueryClient();
  const sessionid = session?.sessionid;
  const unread = session?.unreadCount ?? 0;
  useEffect(() => {
    if (!sessionid || unread === 0) return;
    void request(callPaths.messenger.markRead, { sessionid }).then(
      () => queryClient.invalidateQueries({ queryKey: messengerKeys.all }),
      () => undefined,
    );
  }, [sessionid, unread, queryClient]);
}
