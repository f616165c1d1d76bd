import { hasSupportContact, type SupportContacts } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../api/request.js';

export function useAppConfig() {
  return useQuery({ queryKey: ['appConfig'], queryFn: () => request(callPaths.auth.appConfig, {}), staleTime: Number.POSITIVE_INFINITY });
}

const NO_CONTACTS: SupportContacts = { email: null, wechat: null, wechatQr: null };

/**
 * This server's support contacts, none until the configuration has come, and whether any is set: a page shows only
 * the contacts set, and its texts that send a trader to support read otherwise when there is none.
 */
export function useSupport(): { contacts: SupportContacts; reachable: boolean } {
  const contacts = useAppConfig().data?.support ?? NO_CONTACTS;
  return { contacts, reachable: hasSupportContact(contacts) };
}
