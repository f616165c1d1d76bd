import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { type OrderType, STRATEGY_GROUPS, type StrategyGroup } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderPicker } from './OrderPicker.js';
import type { SeekLayout, SeekListState } from './seekListState.js';
import { orderPaths } from './strategyFields.js';

interface Props {
  state: SeekListState;
  /** The order in force: the picked one, else the strategy's. */
  order: { path: string; type: OrderType };
  onChange: (next: SeekListState) => void;
}

/** Tag, order, layout and duration of the seek list. */
export function SeekToolbar({ state, order, onChange }: Props) {
  const { t } = useTranslation('strategy');
  const [tag, setTag] = useState(state.tag);
  const commitTag = () => {
    if (tag.trim() !== state.tag) onChange({ ...state, tag: tag.trim() });
  };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small"
        label={t('seek.tag')}
        value={tag}
        onChange={(event) => setTag(event.target.value)}
        onBlur={commitTag}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commitTag();
        }}
        slotProps={{ htmlInput: { 'data-testid': 'seek-tag' } }}
      />
      <OrderPicker
        paths={orderPaths([state.duration])}
        path={order.path}
        type={order.type}
        noneLabel={t('form.orderNone')}
        onChange={(path, type) => onChange({ ...state, order: { path, type } })}
        testId="seek-order"
      />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state.duration}
        onChange={(_, next: StrategyGroup | null) => next && onChange({ ...state, duration: next })}
        aria-label={t('seek.duration')}
      >
        {STRATEGY_GROUPS.map((group) => (
          <ToggleButton key={group} value={group} data-testid={`seek-duration-${group}`}>
            {t(`durations.${group}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state.layout}
        onChange={(_, next: SeekLayout | null) => next && onChange({ ...state, layout: next })}
        aria-label={t('seek.layout')}
      >
        <ToggleButton value="grid" data-testid="seek-layout-grid">
          {t('seek.grid')}
        </ToggleButton>
        <ToggleButton value="list" data-testid="seek-layout-list">
          {t('seek.list')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
