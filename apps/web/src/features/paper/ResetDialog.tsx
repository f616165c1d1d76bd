import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { type PaperAccount, paperBalanceField } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitHandler } from '../../components/submitHandler.js';
import { refusalText } from '../alerts/useAlerts.js';
import { snackbar } from '../snackbar/snackbar.js';
import { typedNumber } from './orderTicket.js';
import { usePaperActions } from './usePaper.js';

/** Asks before a reset, with the new run's starting balance (the last one's unless changed). */
export function ResetDialog({ account, onClose }: { account: PaperAccount; onClose: () => void }) {
  const { t } = useTranslation(['paper', 'messages']);
  const { reset } = usePaperActions();
  const [balance, setBalance] = useState(String(account.startingBalance));
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    const checked = paperBalanceField.safeParse(typedNumber(balance));
    if (!checked.success) return setError(t(`messages:${checked.error.issues[0]?.message}`));
    try {
      const next = await reset.mutateAsync({ accountId: account.id, startingBalance: checked.data });
      snackbar.success(t('account.resetDone', { name: next.name, run: next.run }));
      onClose();
    } catch (failure) {
      setError(refusalText(failure));
    }
  };

  return (
    <Dialog open onClose={reset.isPending ? undefined : onClose} maxWidth="xs" fullWidth data-testid="paper-reset-dialog">
      <form onSubmit={submitHandler(confirm)} noValidate>
        <DialogTitle>{t('account.resetTitle', { name: account.name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('account.resetText')}</DialogContentText>
            <TextField
              size="small"
              label={t('account.balance')}
              value={balance}
              onChange={(event) => {
                setBalance(event.target.value);
                setError(null);
              }}
              error={error !== null}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'paper-reset-balance' } }}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={reset.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={reset.isPending} data-testid="paper-reset-confirm">
            {t('account.resetConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
