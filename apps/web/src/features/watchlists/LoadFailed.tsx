import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../alerts/useAlerts.js';

/** A failed load in words with the server's reason (`text` names it as {{error}}), and a way to ask again. */
export function LoadFailed({ text, error, onRetry }: { text: 'loadFailed' | 'listsFailed'; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('watchlist');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
      data-testid="watchlist-load-failed"
    >
      {t(text, { error: refusalText(error) })}
    </Alert>
  );
}
