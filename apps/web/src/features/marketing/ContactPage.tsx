import EmailIcon from '@mui/icons-material/Email';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import { Alert, Box, Card, CardContent, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton.js';
import { useAppConfig, useSupport } from '../auth/useAppConfig.js';
import { MarketingPageLayout } from './MarketingPageLayout.js';
import { PurchaseSteps } from './PurchaseSteps.js';
import { QrImage } from './QrImage.js';

const QR_SIZE = 184;

/** The operator's own QR picture; else, from the ID, a code whose URI opens the profile in WeChat with an "add contact" button. */
function WechatCode({ id, picture, label }: { id: string | null; picture: string | null; label: string }) {
  if (picture) return <Box component="img" src={picture} alt={label} data-testid="support-wechat-qr" sx={{ width: QR_SIZE, height: QR_SIZE, objectFit: 'contain' }} />;
  if (id) return <QrImage text={`weixin://contacts/profile/${id}`} label={label} size={QR_SIZE} />;
  return null;
}

/** The contacts this server's operator set, and only those; purchase through support only where there is one. */
export function ContactPage() {
  const { t } = useTranslation('marketing');
  const loaded = useAppConfig().isSuccess;
  const { contacts, reachable } = useSupport();
  const { email, wechat, wechatQr } = contacts;
  return (
    <MarketingPageLayout title={t('contact.title')} subtitle={t('contact.subtitle')}>
      {loaded && !reachable && (
        <Alert severity="info" data-testid="support-none">
          {t('contact.none')}
        </Alert>
      )}
      {reachable && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              {(wechat || wechatQr) && (
                <Card variant="outlined" data-testid="support-wechat">
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
                          {t(wechat ? 'contact.wechatBody' : 'contact.wechatScan')}
                        </Typography>
                        {wechat && (
                          <>
                            <Typography variant="overline" color="text.secondary">
                              {t('contact.wechatId')}
                            </Typography>
                            <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', mb: 1.5, wordBreak: 'break-all' }}>
                              {wechat}
                            </Typography>
                            <CopyButton text={wechat} />
                          </>
                        )}
                      </Box>
                      <Box sx={{ p: 1, borderRadius: 1, bgcolor: '#fff', lineHeight: 0 }}>
                        <WechatCode id={wechat} picture={wechatQr} label={t('contact.qrAlt')} />
                      </Box>
                    </Stack>
                  </CardContent>
                </Card>
              )}
              {email && (
                <Card variant="outlined" data-testid="support-email">
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
                      <Link href={`mailto:${email}`} variant="h6" sx={{ wordBreak: 'break-all' }}>
                        {email}
                      </Link>
                      <CopyButton text={email} />
                    </Stack>
                  </CardContent>
                </Card>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <PurchaseSteps />
          </Grid>
        </Grid>
      )}
    </MarketingPageLayout>
  );
}
