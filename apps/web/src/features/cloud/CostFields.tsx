import { Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { DEFAULT_COSTS, REGIONS, type Region } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import type { CostKey, RunDraft, RunErrors } from './runDraft.js';

const COST_KEYS: readonly CostKey[] = ['commissionPerShare', 'commissionBps', 'minimumCommission', 'stampDutyBuyBps', 'stampDutySellBps', 'feeBps', 'slippageBps'];

interface Props {
  costs: RunDraft['costs'];
  errors: RunErrors;
  onChange: (costs: RunDraft['costs']) => void;
}

/** Each market's costs shown at their defaults, any of them changed for this run, or none at all. */
export function CostFields({ costs, errors, onChange }: Props) {
  const { t } = useTranslation('cloud');
  const edits = costs.edits[costs.region] ?? {};
  const edit = (key: CostKey, typed: string) => onChange({ ...costs, edits: { ...costs.edits, [costs.region]: { ...edits, [key]: typed } } });
  return (
    <Stack spacing={1} data-testid="run-costs">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('form.costs.title')}</Typography>
        <FormControlLabel
          control={<Checkbox checked={costs.none} onChange={(event) => onChange({ ...costs, none: event.target.checked })} />}
          label={t('form.costs.none')}
        />
        <TextField
          select
          size="small"
          label={t('form.costs.market')}
          value={costs.region}
          disabled={costs.none}
          onChange={(event) => onChange({ ...costs, region: event.target.value as Region })}
          sx={{ width: 200 }}
        >
          {REGIONS.map((region) => (
            <MenuItem key={region} value={region}>
              {t(`form.regions.${region}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {!costs.none && (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {COST_KEYS.map((key) => {
            const path = `strategy.costs.${costs.region}.${key}`;
            return (
              <TextField
                key={key}
                size="small"
                label={t(`form.costs.${key}`)}
                value={edits[key] ?? String(DEFAULT_COSTS[costs.region][key])}
                onChange={(event) => edit(key, event.target.value)}
                error={Boolean(errors[path])}
                helperText={errors[path] ? t(`messages:${errors[path]}`) : undefined}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `run-cost-${key}` } }}
                sx={{ width: 180 }}
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
