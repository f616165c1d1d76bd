import { NativeSelect, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { Duration } from '@signaldesk/contract';
import { isDuration } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';

/** Spec §2's durations, in its order, as every chart offers them. */
export const CHART_DURATIONS: readonly Duration[] = ['1d', '1wk', '4h', '1h', '30m', '15m', '5m', '1m', 'intraday'];

interface Props {
  value: Duration;
  onChange: (duration: Duration) => void;
  /** One chart among several: a drop-down, where nine tabs would fill a small chart's toolbar. */
  compact?: boolean;
}

export function DurationTabs({ value, onChange, compact = false }: Props) {
  const { t } = useTranslation('chart');
  if (compact) {
    return (
      <NativeSelect
        value={value}
        onChange={(event) => isDuration(event.target.value) && onChange(event.target.value)}
        inputProps={{ 'aria-label': t('tools.duration') }}
        data-testid="chart-durations"
      >
        {CHART_DURATIONS.map((duration) => (
          <option key={duration} value={duration}>
            {t(`durations.${duration}`)}
          </option>
        ))}
      </NativeSelect>
    );
  }
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_event, next: Duration | null) => next && onChange(next)} data-testid="chart-durations">
      {CHART_DURATIONS.map((duration) => (
        <ToggleButton key={duration} value={duration} sx={{ px: 1, py: 0.25, whiteSpace: 'nowrap' }} data-testid={`duration-${duration}`}>
          {t(`durations.${duration}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
