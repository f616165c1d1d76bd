import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { indicatorDescriptor, type MessageKey, type SettingDescriptor } from '@signaldesk/contract';
import type { IndicatorId } from '@signaldesk/indicators';
import { useTranslation } from 'react-i18next';
import type { SettingsDraft } from './settingsForm.js';

interface Props {
  indicator: IndicatorId;
  draft: SettingsDraft;
  /** The refusals of checkSettings, by setting. */
  errors: Record<string, MessageKey>;
  onChange: (draft: SettingsDraft) => void;
}

/**
 * A field per setting of an indicator's descriptor, as typed; the contract's rules (checkSettings) decide what is
 * taken. The chart's settings dialog and a watchlist's indicator column both fill an instance with it.
 */
export function IndicatorSettingsFields({ indicator, draft, errors, onChange }: Props) {
  const { t } = useTranslation(['indicators', 'messages']);
  const settings = indicatorDescriptor(indicator).settings;
  const hint = (setting: SettingDescriptor) => {
    if (setting.kind === 'period') return t('settings.range', { min: setting.min, max: setting.max });
    if (setting.kind === 'multiplier') return t('settings.above', { max: setting.max });
    return undefined;
  };
  // A refusal that names no setting of the form (an unknown one) shows above the fields.
  const general = Object.entries(errors).find(([key]) => !settings.some((setting) => setting.key === key));

  return (
    <Stack spacing={2}>
      {general && <Alert severity="error">{t(`messages:${general[1]}`)}</Alert>}
      {settings.map((setting) => {
        const error = errors[setting.key];
        const common = {
          label: t(`fields.${setting.key}`),
          value: draft[setting.key] ?? '',
          onChange: (event: { target: { value: string } }) => onChange({ ...draft, [setting.key]: event.target.value }),
          error: error !== undefined,
          helperText: error ? t(`messages:${error}`) : hint(setting),
          size: 'small' as const,
          fullWidth: true,
        };
        if (setting.kind === 'choice') {
          return (
            <TextField key={setting.key} select {...common} slotProps={{ htmlInput: { 'data-testid': 'indicator-setting', 'data-setting': setting.key } }}>
              {setting.values.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`anchors.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        return (
          <TextField
            key={setting.key}
            {...common}
            type="number"
            slotProps={{
              htmlInput: {
                min: setting.kind === 'period' ? setting.min : 0,
                max: setting.max,
                step: setting.kind === 'period' ? 1 : 'any',
                inputMode: setting.kind === 'period' ? 'numeric' : 'decimal',
                'data-testid': 'indicator-setting',
                'data-setting': setting.key,
              },
            }}
          />
        );
      })}
    </Stack>
  );
}
