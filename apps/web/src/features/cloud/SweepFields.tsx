import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { BACKTEST_LIMITS } from '@signaldesk/contract';
import { formatFixed } from '@signaldesk/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { pathLabel } from '../strategy/strategyFields.js';
import type { RunDraft, RunErrors, SweepDraft } from './runDraft.js';
import { sweepRuns } from './runDraft.js';

interface Props {
  draft: RunDraft;
  errors: RunErrors;
  message: (path: string) => string | undefined;
  limit: number;
  onChange: (sweep: SweepDraft[]) => void;
}

/** Range rules the strategy sets: only their bounds can be swept. */
function sweepable(draft: RunDraft): { side: 'entry' | 'exit'; field: string; path: string }[] {
  return (['entry', 'exit'] as const).flatMap((side) =>
    Object.entries(draft[side].groups).flatMap(([group, rules]) =>
      Object.entries(rules)
        .filter(([, rule]) => !Array.isArray(rule) && (rule.min.trim() !== '' || rule.max.trim() !== ''))
        .map(([field]) => ({ side, field, path: `${group}.${field}` })),
    ),
  );
}

/** Up to three thresholds varied from/to/step, with the grid's size against the role's limit. */
export function SweepFields({ draft, errors, message, limit, onChange }: Props) {
  const { t } = useTranslation('cloud');
  const { t: strategyT } = useTranslation('strategy');
  const [language] = useLanguage();
  const options = sweepable(draft);
  const runs = sweepRuns(draft.sweep);
  const change = (index: number, next: Partial<SweepDraft>) => onChange(draft.sweep.map((axis, i) => (i === index ? { ...axis, ...next } : axis)));
  const add = () => {
    const first = options[0];
    if (first) onChange([...draft.sweep, { side: first.side, field: first.field, bound: 'max', from: '', to: '', step: '' }]);
  };
  return (
    <Stack spacing={1} data-testid="run-sweep">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 600 }}>{t('form.sweep.title')}</Typography>
        <Button size="small" onClick={add} disabled={options.length === 0 || draft.sweep.length >= BACKTEST_LIMITS.sweepAxes} data-testid="run-sweep-add">
          {t('form.sweep.add')}
        </Button>
        {draft.sweep.length > 0 && (
          <Typography color={runs > limit ? 'error' : 'text.secondary'} data-testid="run-sweep-size">
            {runs > limit
              ? t('messages:backtestSweepRunsLimit', { limit: formatFixed(limit, language, 0), count: formatFixed(runs, language, 0) })
              : t('form.sweep.size', { count: formatFixed(runs, language, 0), limit: formatFixed(limit, language, 0) })}
          </Typography>
        )}
      </Stack>
      {draft.sweep.map((axis, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an axis has no identity but its place
        <Stack key={index} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label={t('form.sweep.rule')}
            value={`${axis.side}:${axis.field}`}
            onChange={(event) => {
              const [side, field] = event.target.value.split(':') as ['entry' | 'exit', string];
              change(index, { side, field });
            }}
            error={Boolean(errors[`sweep.${index}.field`])}
            helperText={message(`sweep.${index}.field`)}
            sx={{ width: 220 }}
          >
            {options.map((option) => (
              <MenuItem key={`${option.side}:${option.field}`} value={`${option.side}:${option.field}`}>
                {t(`form.sweep.${option.side}`, { field: pathLabel(option.path, language, strategyT) })}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('form.sweep.bound')} value={axis.bound} onChange={(event) => change(index, { bound: event.target.value as SweepDraft['bound'] })} sx={{ width: 120 }}>
            <MenuItem value="min">{t('form.sweep.min')}</MenuItem>
            <MenuItem value="max">{t('form.sweep.max')}</MenuItem>
          </TextField>
          {(['from', 'to', 'step'] as const).map((key) => (
            <TextField
              key={key}
              size="small"
              label={t(`form.sweep.${key}`)}
              value={axis[key]}
              onChange={(event) => change(index, { [key]: event.target.value })}
              error={Boolean(errors[`sweep.${index}.${key}`])}
              helperText={message(`sweep.${index}.${key}`)}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `run-sweep-${index}-${key}` } }}
              sx={{ width: 110 }}
            />
          ))}
          <IconButton aria-label={t('form.sweep.remove')} data-testid={`run-sweep-${index}-remove`} onClick={() => onChange(draft.sweep.filter((_, i) => i !== index))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {errors.sweep && (errors.sweep !== 'backtestSweepRunsLimit' || runs <= limit) && <Typography color="error">{message('sweep')}</Typography>}
    </Stack>
  );
}
