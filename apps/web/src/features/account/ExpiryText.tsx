import { Typography } from '@mui/material';
import { formatDate } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';

/** The subscription expiry line: none, until a date, or expired. */
export function ExpiryText({ exp }: { exp: number | null }) {
  const { t, i18n } = useTranslation('account');
  if (exp === null) return <Typography variant="body2" color="text.secondary">{t('noSubscription')}</Typography>;
  const expired = exp * 1000 <= Date.now();
  return (
    <Typography variant="body2" sx={{ color: expired ? 'error.main' : 'success.main' }} data-testid="expiry-text">
      {t(expired ? 'expiredOn' : 'validUntil', { date: formatDate(exp, i18n.language) })}
    </Typography>
  );
}
