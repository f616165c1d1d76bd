import { Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { MessageKey } from '@signaldesk/contract';
import type { FieldDef } from '@signaldesk/indicators';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { rangeText } from './strategyFields.js';
import type { RuleDraft } from './strategyDraft.js';

interface Props {
  field: FieldDef;
  /** Where the rule lives, e.g. day.kd.k: names its inputs for tests and its errors. */
  path: string;
  rule: RuleDraft | undefined;
  error: MessageKey | undefined;
  onChange: (path: string, rule: RuleDraft) => void;
}

/** One catalogue field in the form: its name, unit and range, then a from-to range or a multi-select of its values. */
export const FieldRuleRow = memo(function FieldRuleRow({ field, path, rule, error, onChange }: Props) {
  const { t } = useTranslation(['strategy', 'messages']);
  const [language] = useLanguage();
  const testId = `rule-${path}`;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, py: 0.75 }} data-testid={testId}>
      <Stack sx={{ width: { sm: 260 }, flexShrink: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {field.name[language]}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`units.${field.unit}`)}
          {field.unit !== 'enum' && ` · ${rangeText(field, t)}`}
        </Typography>
      </Stack>
      {field.values ? (
        <TextField
          select
          size="small"
          fullWidth
          label={t('form.any')}
          value={Array.isArray(rule) ? rule : []}
          error={Boolean(error)}
          helperText={error ? t(`messages:${error}`) : undefined}
          onChange={(event) => onChange(path, event.target.value as unknown as number[])}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (chosen) => (
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  {(chosen as number[]).map((value) => (
                    <Chip key={value} size="small" label={field.values?.find((entry) => entry.value === value)?.label[language] ?? value} />
                  ))}
                </Stack>
              ),
            },
            htmlInput: { 'data-testid': `${testId}-in` },
          }}
        >
          {field.values.map((entry) => (
            <MenuItem key={entry.value} value={entry.value} data-testid={`${testId}-option-${entry.code}`}>
              {entry.label[language]}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flex: 1 }}>
          {(['min', 'max'] as const).map((side) => {
            const range = Array.isArray(rule) || !rule ? { min: '', max: '' } : rule;
            return (
              <TextField
                key={side}
                size="small"
                fullWidth
                label={t(`form.${side}`)}
                value={range[side]}
                placeholder={String(field.range[side] ?? '')}
                error={Boolean(error)}
                helperText={error && side === 'min' ? t(`messages:${error}`) : undefined}
                onChange={(event) => onChange(path, { ...range, [side]: event.target.value })}
                slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `${testId}-${side}` } }}
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
});
