import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { PAPER_BOUNDS, PAPER_CURRENCIES, type PaperAccount, type PaperCurrency, paperBalanceField, paperNameField } from '@signaldesk/contract';
import { formatFixed } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { submitHandler } from '../../components/submitHandler.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { refusalText } from '../alerts/useAlerts.js';
import { typedNumber } from './orderTicket.js';
import { usePaperActions } from './usePaper.js';

const DEFAULT_BALANCE = '100000';

/** Opens a paper account: its name, its currency (which decides the markets it trades) and its starting balance. */
export function NewAccountDialog({ onCreated, onClose }: { onCreated: (account: PaperAccount) => void; onClose: () => void }) {
  const { t } = useTranslation(['paper', 'messages']);
  const [language] = useLanguage();
  const { create } = usePaperActions();
  const [name, setName] = useState('');
  const [currency, setCurrency] = useState<PaperCurrency>('USD');
  const [balance, setBalance] = useState(DEFAULT_BALANCE);
  const [errors, setErrors] = useState<{ name?: string; startingBalance?: string; other?: string }>({});

  const save = async () => {
    const checkedName = paperNameField.safeParse(name);
    const checkedBalance = paperBalanceField.safeParse(typedNumber(balance));
    if (!checkedName.success || !checkedBalance.success) {
      return setErrors({
        ...(!checkedName.success && { name: t(`messages:${checkedName.error.issues[0]?.message}`) }),
        ...(!checkedBalance.success && { startingBalance: t(`messages:${checkedBalance.error.issues[0]?.message}`) }),
      });
    }
    try {
      const account = await create.mutateAsync({ name: checkedName.data, currency, startingBalance: checkedBalance.data });
      onCreated(account);
      onClose();
    } catch (error) {
      const field = error instanceof ApiError && (error.field === 'name' || error.field === 'startingBalance') ? error.field : 'other';
      setErrors({ [field]: refusalText(error) });
    }
  };

  return (
    <Dialog open onClose={create.isPending ? undefined : onClose} maxWidth="xs" fullWidth data-testid="paper-new-dialog">
      <form onSubmit={submitHandler(save)} noValidate>
        <DialogTitle>{t('account.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              size="small"
              label={t('name')}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                setErrors({});
              }}
              error={errors.name !== undefined}
              helperText={errors.name}
              slotProps={{ htmlInput: { 'data-testid': 'paper-new-name' } }}
            />
            <TextField
              select
              size="small"
              label={t('account.currency')}
              value={currency}
              onChange={(event) => setCurrency(event.target.value as PaperCurrency)}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'paper-new-currency' } }}
            >
              {PAPER_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {t(`account.currencies.${code}`)}
                </option>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('account.balance')}
              value={balance}
              onChange={(event) => {
                setBalance(event.target.value);
                setErrors({});
              }}
              error={errors.startingBalance !== undefined}
              helperText={
                errors.startingBalance ??
                t('account.balanceHint', { min: formatFixed(PAPER_BOUNDS.minimumBalance, language, 0), max: formatFixed(PAPER_BOUNDS.maximumBalance, language, 0) })
              }
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'paper-new-balance' }, formHelperText: { 'data-testid': 'paper-new-balance-hint' } as object }}
            />
            {errors.other && <Alert severity="error">{errors.other}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending} data-testid="paper-new-save">
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
