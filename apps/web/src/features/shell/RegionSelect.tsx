import { MenuItem, TextField } from '@mui/material';
import { type Market, MARKETS } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../auth/errorText.js';
import { chooseRegion, useRegion } from '../region/useRegion.js';
import { snackbar } from '../snackbar/snackbar.js';
import { REGION_CHOOSER_HEIGHT, REGION_CHOOSER_WIDTH } from './RegionChooser.js';

export function RegionSelect() {
  const { t } = useTranslation('shell');
  const region = useRegion();
  return (
    <TextField
      select
      size="small"
      value={region}
      onChange={(event) => chooseRegion(event.target.value as Market).catch((error: unknown) => snackbar.error(errorText(error)))}
      aria-label={t('region')}
      data-testid="region-chooser"
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
