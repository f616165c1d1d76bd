import { MenuItem, TextField } from '@mui/material';
import type { Duration } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

interface Props {
  value: Duration;
  options: readonly Duration[];
  onChange: (duration: Duration) => void;
}

/** The candles a column reads, named as the chart's duration tabs name them. */
export function DurationSelect({ value, options, onChange }: Props) {
  const { t } = useTranslation(['watchlist', 'chart']);
  return (
    <TextField
      select
      size="small"
      label={t('columns.duration')}
      value={value}
      onChange={(event) => onChange(event.target.value as Duration)}
      sx={{ minWidth: 140 }}
      data-testid="column-duration"
    >
      {options.map((duration) => (
        <MenuItem key={duration} value={duration}>
          {t(`chart:durations.${duration}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
