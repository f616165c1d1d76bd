import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { DIRECTIONS, type Direction, type PaperAccount, type Strategy } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { submitHandler } from '../../components/submitHandler.js';
import { refusalText } from '../alerts/useAlerts.js';
import { symbolsTyped } from './forwardDraft.js';
import { useForwardActions } from './forwardTests.js';
import { typedNumber } from './orderTicket.js';

const FIELDS = ['sid', 'accountId', 'direction', 'symbols', 'positionSize', 'maxPositions', 'maxBars'] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  strategies: Strategy[];
  accounts: PaperAccount[];
  sid: string;
  accountId: string;
  onClose: () => void;
}

/** Starts a saved strategy trading a paper account: which account, long or short, which symbols, how much each entry takes, when it closes. */
export function ForwardTestDialog({ strategies, accounts, sid: firstSid, accountId: firstAccount, onClose }: Props) {
  const { t } = useTranslation('paper');
  const { start } = useForwardActions();
  const [sid, setSid] = useState(firstSid || (strategies[0]?.sid ?? ''));
  const [accountId, setAccountId] = useState(firstAccount);
  const [direction, setDirection] = useState<Direction>('long');
  const [symbols, setSymbols] = useState('');
  const [percent, setPercent] = useState('25');
  const [maxPositions, setMaxPositions] = useState('1');
  const [maxBars, setMaxBars] = useState('5');
  const [errors, setErrors] = useState<Partial<Record<Field | 'other', string>>>({});

  const save = async () => {
    setErrors({});
    try {
      const picked = symbolsTyped(symbols);
      await start.mutateAsync({
        sid,
        accountId,
        direction,
        ...(picked && { symbols: picked }),
        positionSize: (typedNumber(percent) ?? Number.NaN) / 100,
        maxPositions: typedNumber(maxPositions),
        maxBars: typedNumber(maxBars),
      });
      onClose();
    } catch (error) {
      const named = error instanceof ApiError ? FIELDS.find((field) => error.field?.startsWith(field)) : undefined;
      setErrors({ [named ?? 'other']: refusalText(error) });
    }
  };
  const changed = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setErrors({});
  };
  const number = (field: 'positionSize' | 'maxPositions' | 'maxBars', value: string, set: (value: string) => void) => (
    <TextField
      size="small"
      label={t(`forward.${field}`)}
      value={value}
      onChange={changed(set)}
      error={errors[field] !== undefined}
      helperText={errors[field]}
      slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `forward-${field}` } }}
    />
  );

  return (
    <Dialog open onClose={start.isPending ? undefined : onClose} maxWidth="sm" fullWidth data-testid="forward-dialog">
      <form onSubmit={submitHandler(save)} noValidate>
        <DialogTitle>{t('forward.startTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('forward.intro')}
            </Typography>
            {strategies.length === 0 && <Alert severity="info">{t('forward.noStrategies')}</Alert>}
            <TextField
              select
              size="small"
              label={t('forward.strategy')}
              value={sid}
              onChange={changed(setSid)}
              error={errors.sid !== undefined}
              helperText={errors.sid}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'forward-strategy' } }}
            >
              {strategies.map((strategy) => (
                <option key={strategy.sid} value={strategy.sid}>
                  {strategy.name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('forward.account')}
              value={accountId}
              onChange={changed(setAccountId)}
              error={errors.accountId !== undefined}
              helperText={errors.accountId}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'forward-account' } }}
            >
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>
                  {t('account.option', { name: account.name, currency: account.currency })}
                </option>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('forward.direction')}
              value={direction}
              onChange={changed((value) => setDirection(value as Direction))}
              error={errors.direction !== undefined}
              helperText={errors.direction}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'forward-direction' } }}
            >
              {DIRECTIONS.map((one) => (
                <option key={one} value={one}>
                  {t(`forward.directions.${one}`)}
                </option>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('forward.symbols')}
              value={symbols}
              onChange={changed(setSymbols)}
              error={errors.symbols !== undefined}
              helperText={errors.symbols ?? t('forward.symbolsHint')}
              slotProps={{ htmlInput: { 'data-testid': 'forward-symbols' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {number('positionSize', percent, setPercent)}
              {number('maxPositions', maxPositions, setMaxPositions)}
              {number('maxBars', maxBars, setMaxBars)}
            </Stack>
            {errors.other && (
              <Alert severity="error" data-testid="forward-error">
                {errors.other}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={start.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={start.isPending || sid === '' || accountId === ''} data-testid="forward-start">
            {t('forward.begin')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
