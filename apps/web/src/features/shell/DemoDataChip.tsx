import { Science } from '@mui/icons-material';
import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../auth/useAppConfig.js';

/** Every signed-in screen admits it when the prices are generated rather than quoted; the texts live with the market jobs. */
export function DemoDataChip() {
  const { t } = useTranslation('fire');
  const config = useAppConfig();
  if (config.data?.marketProvider !== 'demo') return null;
  return (
    <Tooltip title={t('demo.hint')}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<Science />}
        label={t('demo.label')}
        tabIndex={0}
        data-testid="demo-data-chip"
      />
    </Tooltip>
  );
}
