import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatExpiry } from './formatExpiry.js';
import type { StrikeChoice } from './optionRows.js';

interface Props {
  dates: number[];
  expiry: number;
  onExpiry: (date: number) => void;
  strikes: number[];
  strike: StrikeChoice;
  onStrike: (strike: StrikeChoice) => void;
}

/** The expiry dropdown (YYYY/MM/DD) and the strike dropdown (All or each strike). */
export function OptionChainFilters({ dates, expiry, onExpiry, strikes, strike, onStrike }: Props) {
  const { t } = useTranslation('options');
  return (
    <>
      <TextField
        select
        size="small"
        label={t('expiry')}
        value={expiry}
        onChange={(event) => onExpiry(Number(event.target.value))}
        sx={{ minWidth: 150 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } }, htmlInput: { 'data-testid': 'option-expiry' } }}
      >
        {dates.map((date) => (
          <MenuItem key={date} value={date} data-testid="option-expiry-item">
            {formatExpiry(date)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('strike')}
        value={String(strike)}
        onChange={(event) => onStrike(event.target.value === 'all' ? 'all' : Number(event.target.value))}
        sx={{ minWidth: 120 }}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
      >
        <MenuItem value="all">{t('allStrikes')}</MenuItem>
        {strikes.map((value) => (
          <MenuItem key={value} value={String(value)}>
            {value}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
