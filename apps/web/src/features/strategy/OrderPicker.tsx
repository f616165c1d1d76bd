import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material';
import { ORDER_TYPES, type OrderType } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { pathLabel } from './strategyFields.js';

interface Props {
  paths: string[];
  path: string;
  type: OrderType;
  /** What an empty path means, shown as the first choice. */
  noneLabel: string;
  onChange: (path: string, type: OrderType) => void;
  testId: string;
}

/** The one order field and its direction: a single picker, so a query can never hold two. */
export function OrderPicker({ paths, path, type, noneLabel, onChange, testId }: Props) {
  const { t } = useTranslation('strategy');
  const [language] = useLanguage();
  const options = ['', ...paths];
  return (
    <Stack direction="row" spacing={1} sx={{ minWidth: { xs: 0, sm: 370 }, flex: 1 }}>
      <Autocomplete
        size="small"
        // On a phone the field and the type together fit the screen's width.
        sx={{ minWidth: { xs: 160, sm: 220 }, flex: 1 }}
        options={options}
        value={options.includes(path) ? path : ''}
        disableClearable
        getOptionLabel={(option) => (option === '' ? noneLabel : pathLabel(option, language, t))}
        onChange={(_, next) => onChange(next, type)}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('form.order')}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
          />
        )}
      />
      <TextField
        select
        size="small"
        label={t('form.orderType')}
        value={type}
        disabled={path === ''}
        onChange={(event) => onChange(path, event.target.value as OrderType)}
        sx={{ width: 140, flexShrink: 0 }}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-type` } }}
      >
        {ORDER_TYPES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`orderTypes.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
