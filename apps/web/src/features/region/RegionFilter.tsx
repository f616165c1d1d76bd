import { MenuItem, TextField } from '@mui/material';
import { type Market, MARKETS } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

/** A screen's own region filter, named as the top bar's region chooser names the regions. */
export function RegionFilter({ value, onChange, testId }: { value: Market; onChange: (next: Market) => void; testId: string }) {
  const { t } = useTranslation('shell');
  return (
    <TextField
      select
      size="small"
      label={t('region')}
      value={value}
      onChange={(event) => onChange(event.target.value as Market)}
      sx={{ minWidth: 160, alignSelf: 'flex-start' }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    >
      {MARKETS.map((market) => (
        <MenuItem key={market} value={market} data-testid={`${testId}-${market}`}>
          {t(`markets.${market}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
