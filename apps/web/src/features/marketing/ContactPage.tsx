import { SUPPORT } from '@signaldesk/contract';
import EmailIcon from '@mui/icons-material/Email';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Box, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton.js';
import { MarketingPageLayout } from './MarketingPageLayout.js';
import { PurchaseSteps } from './PurchaseSteps.js';
import { QrImage } from './QrImage.js';

/** Scanned in WeChat, this URI opens the support account's profile with an "add contact" button. */
const WECHAT_PROFILE_URI = `weixin://contacts/profile/${SUPPORT.wechatId}`;

export function ContactPage() {
  const { t } = useTranslation('marketing');
  return (
    <MarketingPageLayout title={t('contact.title')} subtitle={t('contact.subtitle')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <Card variant="outlined">
              <CardContent>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
                  <Box sx={{ flexGrow: 1 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                      <QrCode2Icon color="primary" />
                      <Typography variant="h6" component="h2">
                        {t('contact.wechatTitle')}
                      </Typography>
                    </Stack>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                      {t('contact.wechatBody')}
                    </Typography>
                    <Typography variant="overline" color="text.secondary">
                      {t('contact.wechatId')}
                    </Typography>
                    <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', mb: 1.5, wordBreak: 'break-all' }}>
                      {SUPPORT.wechatId}
                    </Typography>
                    <CopyButton text={SUPPORT.wechatId} />
                  </Box>
                  <Box sx={{ p: 1, borderRadius: 1, bgcolor: '#fff', lineHeight: 0 }}>
                    <QrImage text={WECHAT_PROFILE_URI} label={t('contact.qrAlt')} size={184} />
                  </Box>
                </Stack>
              </CardContent>
            </Card>
            <Card variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <EmailIcon color="primary" />
                  <Typography variant="h6" component="h2">
                    {t('contact.emailTitle')}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {t('contact.emailBody')}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Link href={`mailto:${SUPPORT.email}`} variant="h6" sx={{ wordBreak: 'break-all' }}>
                    {SUPPORT.email}
                  </Link>
                  <CopyButton text={SUPPORT.email} />
                </Stack>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <PurchaseSteps />
        </Grid>
      </Grid>
    </MarketingPageLayout>
  );
}
