import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { CHART_LAYOUT_LIMITS, type ChartLayout, layoutNameField } from '@signaldesk/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../auth/errorText.js';
import type { ScreenLayout } from './layoutState.js';

interface Props {
  layout: ScreenLayout;
  kept: readonly ChartLayout[];
  saving: boolean;
  onSave: (layout: ChartLayout) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Names the layout on screen and saves it; a name the trader has already replaces that layout, as the dialog says
 * before. A refusal (the limit of layouts, a symbol the server does not know) shows under the name.
 */
export function SaveLayoutDialog({ layout, kept, saving, onSave, onClose }: Props) {
  const { t } = useTranslation(['layouts', 'messages']);
  const [name, setName] = useState(layout.name ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const replaces = kept.some((saved) => saved.name === name.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = layoutNameField.safeParse(name);
    if (!checked.success) return setRefusal(t(`messages:${checked.error.issues[0]?.message ?? 'layoutNameRequired'}`));
    onSave({ ...layout, name: checked.data, charts: [...layout.charts] }).then(onClose, (error: unknown) => setRefusal(errorText(error)));
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="layout-save-dialog">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{t('saveTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setRefusal(null);
            }}
            error={refusal !== null}
            helperText={
              refusal ??
              (replaces ? t('replaces') : t('count', { count: kept.length, limit: CHART_LAYOUT_LIMITS.layouts }))
            }
            slotProps={{
              htmlInput: { 'data-testid': 'layout-name' },
              formHelperText: { 'data-testid': 'layout-name-help' } as object,
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="layout-save">
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
