import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { indicatorDescriptor, type MessageKey, type SettingDescriptor } from '@signaldesk/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartIndicators } from './chartIndicators.js';
import type { ChartIndicator } from './indicatorStorage.js';
import { checkSettings, defaultDraft, draftOf, type SettingsDraft } from './settingsForm.js';

interface Props {
  item: ChartIndicator;
  /** The instance's name in the legend, which heads the dialog. */
  name: string;
  onClose: () => void;
}

/** An instance's settings, a field per setting of its descriptor; the contract's rules decide what is taken. */
export function IndicatorSettingsDialog({ item, name, onClose }: Props) {
  const { t } = useTranslation(['indicators', 'messages']);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(item.settings));
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const settings = indicatorDescriptor(item.indicator).settings;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSettings(item.indicator, draft);
    if (!checked.ok) return setErrors(checked.errors);
    chartIndicators.configure(item.id, checked.settings);
    onClose();
  };
  const hint = (setting: SettingDescriptor) => {
    if (setting.kind === 'period') return t('settings.range', { min: setting.min, max: setting.max });
    if (setting.kind === 'multiplier') return t('settings.above', { max: setting.max });
    return undefined;
  };
  // A refusal that names no setting of the form (an unknown one) shows above the fields.
  const general = Object.entries(errors).find(([key]) => !settings.some((setting) => setting.key === key));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="indicator-settings">
      <form onSubmit={apply} noValidate>
        <DialogTitle>{t('settings.title', { name })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {general && <Alert severity="error">{t(`messages:${general[1]}`)}</Alert>}
            {settings.map((setting) => {
              const error = errors[setting.key];
              const common = {
                label: t(`fields.${setting.key}`),
                value: draft[setting.key] ?? '',
                onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [setting.key]: event.target.value }),
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
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              setDraft(defaultDraft(item.indicator));
              setErrors({});
            }}
            data-testid="indicator-settings-defaults"
          >
            {t('settings.defaults')}
          </Button>
          <span style={{ flex: 1 }} />
          <Button onClick={onClose}>{t('settings.cancel')}</Button>
          <Button type="submit" variant="contained" data-testid="indicator-settings-apply">
            {t('settings.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
