import { Check } from '@mui/icons-material';
import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { RISE_FALL_COLOURS } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { chooseRiseFall, useRiseFall } from './useRiseFall.js';

/** The rise/fall colours in a settings menu: both conventions, the one in force ticked. */
export function RiseFallMenuItems({ testId }: { testId: string }) {
  const { t } = useTranslation('riseFall');
  const { choice } = useRiseFall();
  return [
    <ListSubheader key="title">{t('title')}</ListSubheader>,
    ...RISE_FALL_COLOURS.map((option) => (
      <MenuItem
        key={option}
        selected={option === choice}
        aria-checked={option === choice}
        role="menuitemradio"
        onClick={() => chooseRiseFall(option).catch((error: unknown) => snackbar.error(errorText(error)))}
        data-testid={`${testId}-${option}`}
      >
        <ListItemIcon>{option === choice ? <Check fontSize="small" /> : null}</ListItemIcon>
        <ListItemText primary={t(option)} />
      </MenuItem>
    )),
  ];
}
