import { Alert, Button, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { PAYMENT_PLANS, pickLanguage } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../api/ApiError.js';
import { request } from '../../api/request.js';
import { landingPath } from '../../app/landingPath.js';
import { errorText } from '../auth/errorText.js';
import { renewAccessToken } from '../auth/renewAccessToken.js';

/** Stripe's webhook usually arrives first; while the payment is still settling the page asks again for a minute. */
const UNPAID_RETRIES = 30;
const RETRY_MS = 2_000;

/**
 * Where Stripe sends the buyer back. The server asks Stripe whether the session is paid and issues the ticket if the
 * webhook has not already, so the buyer is a member when this page says so, whichever came first.
 */
export function CheckoutReturnPage() {
  const { t, i18n } = useTranslation('payments');
  const language = pickLanguage(i18n.language);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const queryClient = useQueryClient();
  const confirmation = useQuery({
    queryKey: ['payments', 'confirm', sessionId],
    queryFn: async () => {
      const answer = await request(callPaths.payments.confirm, { sessionId });
      await renewAccessToken();
      void queryClient.invalidateQueries({ queryKey: ['payments', 'mine'] });
      void queryClient.invalidateQueries({ queryKey: ['tickets', 'mine'] });
      return answer;
    },
    retry: (count, error) => error instanceof ApiError && error.key === 'checkoutUnpaid' && count < UNPAID_RETRIES,
    retryDelay: RETRY_MS,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const unpaid = confirmation.error instanceof ApiError && confirmation.error.key === 'checkoutUnpaid';
  const answer = confirmation.data;

  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 3, md: 6 } }} data-testid="checkout-return">
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, width: '100%', maxWidth: 640, borderRadius: 3 }}>
        {confirmation.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{confirmation.failureCount > 0 ? t('waiting') : t('confirming')}</Typography>
          </Stack>
        )}
        {confirmation.isError && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity={unpaid ? 'info' : 'error'} data-testid="checkout-return-error">
              {errorText(confirmation.error)}
            </Alert>
            <Button variant="outlined" onClick={() => void confirmation.refetch()}>
              {t('checkAgain')}
            </Button>
          </Stack>
        )}
        {answer && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="checkout-paid">
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {t('paidTitle')}
            </Typography>
            {answer.payment.status === 'paid' ? (
              <Typography>
                {t('paidBody', {
                  plan: PAYMENT_PLANS[answer.payment.plan].name[language],
                  date: answer.user.exp === null ? '—' : formatDate(answer.user.exp, i18n.language),
                })}
              </Typography>
            ) : (
              <Alert severity="warning">{t('revertedBody')}</Alert>
            )}
            {answer.payment.receiptUrl && (
              <Link href={answer.payment.receiptUrl} target="_blank" rel="noopener noreferrer">
                {t('receipt')}
              </Link>
            )}
            <Button variant="contained" component={RouterLink} to={landingPath(answer.user.role)} data-testid="checkout-open-app">
              {t('openApp')}
            </Button>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
