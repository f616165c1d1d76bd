import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { MessageKey } from '@signaldesk/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IndicatorSettingsFields } from './IndicatorSettingsFields.js';
import type { ChartIndicator } from './indicatorStorage.js';
import { checkSettings, defaultDraft, draftOf, type SettingsDraft } from './settingsForm.js';
import { useIndicatorSet } from './useIndicatorSet.js';

interface Props {
  item: ChartIndicator;
  /** The instance's name in the legend, which heads the dialog. */
  name: string;
  onClose: () => void;
}

/** An instance's settings, a field per setting of its descriptor; the contract's rules decide what is taken. */
export function IndicatorSettingsDialog({ item, name, onClose }: Props) {
  const { t } = useTranslation('indicators');
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(item.settings));
  const [errors, setErrors] = useState<Record<string, MessageKey>>({});
  const indicators = useIndicatorSet();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkSettings(item.indicator, draft);
    if (!checked.ok) return setErrors(checked.errors);
    indicators.configure(item.id, checked.settings);
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="indicator-settings">
      <form onSubmit={apply} noValidate>
        <DialogTitle>{t('settings.title', { name })}</DialogTitle>
        <DialogContent>
          <Stack sx={{ pt: 1 }}>
            <IndicatorSettingsFields indicator={item.indicator} draft={draft} errors={errors} onChange={setDraft} />
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
