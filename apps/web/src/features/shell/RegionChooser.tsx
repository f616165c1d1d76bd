import { MenuItem, TextField } from '@mui/material';
import { type Market, MARKETS } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { regionStore } from './regionStore.js';

export function RegionChooser() {
  const { t } = useTranslation('shell');
  const region = useStore(regionStore);
  return (
    <TextField
      select
      size="small"
      value={region}
      onChange={(event) => regionStore.set(event.target.value as Market)}
      aria-label={t('region')}
      sx={{ minWidth: 110, '& .MuiInputBase-root': { height: 36 } }}
    >
      {MARKETS.map((market) => (
        <MenuItem key={market} value={market}>
          {t(`markets.${market}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
