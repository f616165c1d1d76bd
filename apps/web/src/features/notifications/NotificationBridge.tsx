import { formatMessage, sessionName } from '@signaldesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { localFlags } from '../../app/localFlags.js';
import { currentLanguage } from '../../i18n/currentLanguage.js';
import { alertsKey } from '../alerts/useAlerts.js';
import { messengerKeys } from '../messenger/messengerKeys.js';
import { snackbar } from '../snackbar/snackbar.js';
import { followNotificationSetting } from './notificationConnection.js';
import { playChime } from './playChime.js';
import { incomingNotifications } from './realtimeStore.js';

/** The snackbar says which session has news for this long. */
const NEW_MESSAGE_MS = 3_000;

/** Keeps the notification connection in step with the bell setting and answers each notification in this tab. */
export function NotificationBridge() {
  const queryClient = useQueryClient();
  useEffect(() => followNotificationSetting(), []);
  useEffect(
    () =>
      incomingNotifications.subscribe((message) => {
        const language = currentLanguage();
        snackbar.info(formatMessage('newMessage', language, { session: sessionName(message, language) }), NEW_MESSAGE_MS);
        if (localFlags.soundEffect.get()) playChime();
        void queryClient.invalidateQueries({ queryKey: messengerKeys.all });
        // A price alert that fired is spent or has a new last firing: the alerts screen and the chart's lines say so at once.
        if (message.type === 'price') void queryClient.invalidateQueries({ queryKey: alertsKey });
      }),
    [queryClient],
  );
  return null;
}
