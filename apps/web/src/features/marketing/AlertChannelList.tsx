import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { ALERT_CHANNELS } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../auth/useAppConfig.js';

/** Which ways of delivering alerts this site has set up: the plans sell them, and a site may lack a bot or a mail server. */
export function AlertChannelList() {
  const { t } = useTranslation('marketing');
  const channels = useAppConfig().data?.alertChannels;
  if (!channels) return null;
  return (
    <Card variant="outlined" data-testid="alert-channels">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('pricing.channelsTitle')}
        </Typography>
        <Grid container spacing={2}>
          {ALERT_CHANNELS.map((channel) => (
            <Grid key={channel} size={{ xs: 12, sm: 6, md: 'grow' }}>
              <Stack direction="row" spacing={1} data-testid={`alert-channel-${channel}`} data-delivered={channels[channel]}>
                {channels[channel] ? <CheckCircleIcon color="success" /> : <BlockIcon color="disabled" />}
                <Stack>
                  <Typography variant="subtitle2">{t(`pricing.channels.${channel}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(channels[channel] ? 'pricing.channelDelivered' : 'pricing.channelNotSetUp')}
                  </Typography>
                </Stack>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}
