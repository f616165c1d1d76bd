import { MenuItem, TextField } from '@mui/material';
import { type Market, MARKETS } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { REGION_CHOOSER_HEIGHT, REGION_CHOOSER_WIDTH } from './RegionChooser.js';
import { regionStore } from './regionStore.js';

export function RegionSelect() {
  const { t } = useTranslation('shell');
  const region = useStore(regionStore);
  return (
    <TextField
      select
      size="small"
      value={region}
      onChange={(event) => regionStore.set(event.target.value as Market)}
      aria-label={t('region')}
      sx={{ minWidth: REGION_CHOOSER_WIDTH, '& .MuiInputBase-root': { height: REGION_CHOOSER_HEIGHT } }}
    >
      {MARKETS.map((market) => (
        <MenuItem key={market} value={market}>
          {t(`markets.${market}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
