import { Alert, Button, Link, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { CHANNEL_MODES, type ChannelMode, type DeliveryChannel, type MessageKey } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { request } from '../../api/request.js';
import { Section } from '../account/Section.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { subscribeThisBrowser } from './browserPush.js';
import { messengerKeys } from './messengerKeys.js';

/** Where alerts go besides the browser: Telegram (linked by a code sent to the bot), push e-mail, phone notification. */
export function ChannelSettings() {
  const { t } = useTranslation(['messenger', 'messages']);
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: messengerKeys.channels, queryFn: () => request(callPaths.messenger.channels, {}) });
  const [link, setLink] = useState<{ code: string; botUrl: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const data = settings.data;
  if (!data) return null;

  async function run(work: () => Promise<unknown>, done?: string) {
    setBusy(true);
    try {
      await work();
      if (done) snackbar.success(done);
      await queryClient.invalidateQueries({ queryKey: messengerKeys.channels });
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  const setMode = (channel: DeliveryChannel, mode: ChannelMode) =>
    run(() => request(callPaths.messenger.updateChannel, { channel, mode }).then((next) => queryClient.setQueryData(messengerKeys.channels, next)), t('channels.saved'));

  async function allowHere(publicKey: string, fresh = false): Promise<void> {
    const subscription = await subscribeThisBrowser(publicKey, fresh);
    if (subscription === 'unsupported') return snackbar.warning(t('channels.notSupported'));
    if (subscription === 'denied') return snackbar.warning(t('channels.permissionDenied'));
    const { endpoint, keys } = subscription;
    if (!endpoint || !keys?.p256dh || !keys.auth) return snackbar.warning(t('channels.notSupported'));
    try {
      await request(callPaths.messenger.pushSubscribe, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    } catch (error) {
      // Another account signed in on this browser registered its subscription: a new one is this account's own.
      if (!fresh && error instanceof ApiError && error.key === 'webPushEndpointTaken') return allowHere(publicKey, true);
      throw error;
    }
    snackbar.success(t('channels.allowed'));
  }

  const usable: Record<DeliveryChannel, boolean> = {
    telegram: data.telegram.available && data.telegram.linked,
    email: data.email.available && data.email.address !== null && data.email.confirmed,
    webpush: data.webpush.available && data.webpush.allowed,
  };

  /** A channel this server cannot deliver stays off, and says what the server lacks. */
  const unavailable = (channel: DeliveryChannel, key: MessageKey) => (
    <Typography variant="caption" color="text.secondary" data-testid={`channel-${channel}-unavailable`}>
      {t(`messages:${key}`)}
    </Typography>
  );

  const row = (channel: DeliveryChannel, mode: ChannelMode) => (
    <Stack key={channel} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Typography sx={{ flex: 1 }}>{t(`channels.${channel}`)}</Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        disabled={busy || (!usable[channel] && mode === 'off')}
        onChange={(_, next: ChannelMode | null) => next && void setMode(channel, next)}
        data-testid={`channel-${channel}`}
      >
        {CHANNEL_MODES.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`channels.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );

  return (
    <Section title={t('channels.title')} testId="channel-settings">
      <Typography variant="body2" color="text.secondary">
        {t('channels.help')}
      </Typography>
      {row('telegram', data.telegram.mode)}
      {!data.telegram.available ? (
        unavailable('telegram', 'telegramUnavailable')
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
          {data.telegram.linked && <Typography variant="caption">{t('channels.linked')}</Typography>}
          <Button
            size="small"
            disabled={busy}
            onClick={() => void run(() => request(callPaths.messenger.telegramLink, {}).then(setLink))}
            data-testid="telegram-link"
          >
            {t('channels.link')}
          </Button>
        </Stack>
      )}
      {link && (
        <Alert severity="info" data-testid="telegram-link-code">
          {t('channels.linkCode', { code: link.code })}
          {link.botUrl && (
            <>
              {' '}
              <Link href={`${link.botUrl}?start=${link.code}`} target="_blank" rel="noreferrer">
                {t('channels.openBot')}
              </Link>
            </>
          )}
        </Alert>
      )}
      {row('email', data.email.mode)}
      {!data.email.available && unavailable('email', 'emailUnavailable')}
      {data.email.available && !usable.email && (
        <Typography variant="caption" color="text.secondary" data-testid="channel-email-needs">
          {t(data.email.address ? 'messages:pushEmailUnconfirmed' : 'messages:pushEmailMissing')}
        </Typography>
      )}
      {row('webpush', data.webpush.mode)}
      {!data.webpush.available ? (
        unavailable('webpush', 'webPushUnavailable')
      ) : data.webpush.allowed ? (
        <Button size="small" disabled={busy} onClick={() => void run(() => allowHere(data.webpush.publicKey))} sx={{ alignSelf: 'flex-start' }}>
          {t('channels.allowHere')}
        </Button>
      ) : (
        <Typography variant="caption" color="text.secondary">
          {t('channels.needsPromax')}
        </Typography>
      )}
    </Section>
  );
}
