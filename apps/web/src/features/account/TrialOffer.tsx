import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { request } from '../../api/request.js';
import { useAuth } from '../auth/useAuth.js';
import { shellPart } from '../shell/shellPart.js';

const TrialOfferAlert = shellPart('TrialOfferAlert');

/**
 * The free trial the landing page promises, offered to a plain user who never activated a ticket; afterwards the
 * new role opens the member screens at once. The offer itself is fetched only for a trader who gets it.
 */
export function TrialOffer() {
  const { user } = useAuth();
  const plainUser = user?.role === 'user';
  const tickets = useQuery({ queryKey: ['tickets', 'mine'], queryFn: () => request(callPaths.tickets.mine, {}), enabled: plainUser });
  if (!plainUser || tickets.data?.list.length !== 0) return null;
  return (
    <Suspense>
      <TrialOfferAlert />
    </Suspense>
  );
}
