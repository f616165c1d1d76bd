import { useEffect } from 'react';
import { i18n } from '../../i18n/i18n.js';
import { snackbar } from '../snackbar/snackbar.js';
import { subscriptionNotice } from './subscriptionNotice.js';
import { useAuth } from './useAuth.js';

const NOTICE_MS = 4_000;

/** Shows the expiry notice once per signed-in user and expiry. */
export function SubscriptionNotices() {
  const { user } = useAuth();
  const userid = user?.userid;
  const exp = user?.exp ?? null;

  useEffect(() => {
    if (!userid) return;
    const notice = subscriptionNotice(exp, Date.now() / 1000);
    if (notice?.key === 'subscriptionExpired') snackbar.warning(i18n.t('messages:subscriptionExpired'), NOTICE_MS);
    if (notice?.key === 'subscriptionExpiring') snackbar.info(i18n.t('messages:subscriptionExpiring', { days: notice.days }), NOTICE_MS);
  }, [userid, exp]);

  return null;
}
