import { MenuItem, Stack, TextField } from '@mui/material';
import { MARKETS, type Market, type MessageKey, STRATEGY_LIMITS, TOP_RULES, type TopRule } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { OrderPicker } from './OrderPicker.js';
import { orderPaths } from './strategyFields.js';
import { type DraftErrors, errorOf, type RangeDraft, type StrategyDraft } from './strategyDraft.js';

interface Props {
  draft: StrategyDraft;
  errors: DraftErrors;
  showNameError: boolean;
  onChange: (next: StrategyDraft) => void;
}

const ALL_ORDER_PATHS = orderPaths();

/** The rules outside the indicator groups: name, limit, symbol, region, IPO date, market cap, heat and the order. */
export function TopRules({ draft, errors, showNameError, onChange }: Props) {
  const { t } = useTranslation(['strategy', 'messages']);
  const message = (key: MessageKey | undefined) => (key ? t(`messages:${key}`) : undefined);
  const range = (key: TopRule, next: RangeDraft) => onChange({ ...draft, top: { ...draft.top, [key]: next } });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={t('form.name')}
          value={draft.name}
          autoFocus
          fullWidth
          error={showNameError && Boolean(errors.name)}
          helperText={showNameError ? message(errors.name) : undefined}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
          slotProps={{ htmlInput: { maxLength: STRATEGY_LIMITS.nameLength, 'data-testid': 'strategy-name' } }}
        />
        <TextField
          select
          label={t('form.limit')}
          value={draft.limit}
          onChange={(event) => onChange({ ...draft, limit: Number(event.target.value) })}
          sx={{ width: { sm: 120 } }}
          slotProps={{ htmlInput: { 'data-testid': 'strategy-limit' } }}
        >
          {STRATEGY_LIMITS.seekLimits.map((limit) => (
            <MenuItem key={limit} value={limit}>
              {limit}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          label={t('form.symbol')}
          value={draft.symbol}
          fullWidth
          onChange={(event) => onChange({ ...draft, symbol: event.target.value })}
          slotProps={{ htmlInput: { maxLength: STRATEGY_LIMITS.symbolTextLength, 'data-testid': 'strategy-symbol' } }}
        />
        <TextField
          select
          label={t('form.region')}
          value={draft.region}
          fullWidth
          onChange={(event) => onChange({ ...draft, region: event.target.value as Market })}
          slotProps={{ htmlInput: { 'data-testid': 'strategy-region' } }}
        >
          {MARKETS.map((region) => (
            <MenuItem key={region} value={region} data-testid={`region-${region}`}>
              {t(`regions.${region}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {TOP_RULES.map((key) => (
        <Stack key={key} direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={`${t(`form.${key}`)} · ${t('form.min')}`}
            value={draft.top[key].min}
            fullWidth
            error={Boolean(errorOf(errors, `${key}.min`))}
            helperText={message(errorOf(errors, `${key}.min`))}
            onChange={(event) => range(key, { ...draft.top[key], min: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `rule-${key}-min` } }}
          />
          <TextField
            size="small"
            label={`${t(`form.${key}`)} · ${t('form.max')}`}
            value={draft.top[key].max}
            fullWidth
            error={Boolean(errorOf(errors, `${key}.max`))}
            helperText={message(errorOf(errors, `${key}.max`))}
            onChange={(event) => range(key, { ...draft.top[key], max: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `rule-${key}-max` } }}
          />
        </Stack>
      ))}
      <OrderPicker
        paths={ALL_ORDER_PATHS}
        path={draft.order.path}
        type={draft.order.type}
        noneLabel={t('form.orderNone')}
        onChange={(path, type) => onChange({ ...draft, order: { path, type } })}
        testId="strategy-order"
      />
    </Stack>
  );
}
