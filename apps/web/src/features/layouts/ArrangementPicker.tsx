import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { LAYOUT_ARRANGEMENTS, type LayoutArrangement } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { ArrangementIcon } from './ArrangementIcon.js';

export function ArrangementPicker({ value, onChange }: { value: LayoutArrangement; onChange: (arrangement: LayoutArrangement) => void }) {
  const { t } = useTranslation('layouts');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_, next: LayoutArrangement | null) => next && onChange(next)}
      aria-label={t('arrangement')}
      data-testid="layout-arrangements"
    >
      {LAYOUT_ARRANGEMENTS.map((arrangement) => (
        <Tooltip key={arrangement} title={t(`arrangements.${arrangement}`)}>
          <ToggleButton value={arrangement} aria-label={t(`arrangements.${arrangement}`)} data-testid={`layout-arrangement-${arrangement}`}>
            <ArrangementIcon arrangement={arrangement} />
          </ToggleButton>
        </Tooltip>
      ))}
    </ToggleButtonGroup>
  );
}
