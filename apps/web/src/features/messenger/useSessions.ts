import { hasRole, type MessengerSession } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';
import { useAuth } from '../auth/useAuth.js';
import { messengerKeys } from './messengerKeys.js';

const NONE: MessengerSession[] = [];

/** The trader's message sessions and unread total; members only, as the server enforces. */
export function useSessions() {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: messengerKeys.sessions,
    queryFn: () => request(callPaths.messenger.sessions, {}),
    enabled: Boolean(user && hasRole(user.role, 'member')),
  });
  return {
    sessions: query.data?.list ?? NONE,
    unread: query.data?.unread ?? 0,
    loading: query.isPending && query.fetchStatus !== 'idle',
    loaded: query.isSuccess,
    error: query.isError,
  };
}
