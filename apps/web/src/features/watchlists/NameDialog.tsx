import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { watchlistNameField } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitHandler } from '../../components/submitHandler.js';
import { refusalText } from '../alerts/useAlerts.js';

interface Props {
  title: string;
  initial?: string;
  /** Names the new one must differ from (the list's other sections), with what to say when it does not. */
  taken?: { names: readonly string[]; text: string };
  /** Settles once the server took the name; a refusal shows under the field and keeps the dialog open. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A name for a list or a section, checked by the contract's rule before it is sent. */
export function NameDialog({ title, initial = '', taken, onSave, onClose }: Props) {
  const { t } = useTranslation(['watchlist', 'messages']);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const checked = watchlistNameField.safeParse(name);
    if (!checked.success) return setError(t(`messages:${checked.error.issues[0]?.message ?? 'watchlistNameRequired'}`));
    if (checked.data === initial.trim()) return onClose();
    if (taken?.names.includes(checked.data)) return setError(taken.text);
    setSaving(true);
    try {
      await onSave(checked.data);
      onClose();
    } catch (refusal) {
      setError(refusalText(refusal));
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submitHandler(save)} noValidate data-testid="watchlist-name-dialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('name')}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error}
            slotProps={{ htmlInput: { 'data-testid': 'watchlist-name-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="watchlist-name-save">
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
