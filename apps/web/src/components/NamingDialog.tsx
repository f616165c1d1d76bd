import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../features/alerts/useAlerts.js';
import { submitHandler } from './submitHandler.js';

/** The contract's field for such a name (`watchlistNameField`, `layoutNameField`): it trims it, or refuses it with a message key. */
interface NameRule {
  safeParse: (name: string) => { success: true; data: string } | { success: false; error: { issues: readonly { message: string }[] } };
}

interface Props {
  /** The feature whose texts name the field and the buttons: its `name`, `cancel` and `save`. */
  namespace: string;
  title: string;
  initial: string;
  rule: NameRule;
  /** Why a name the rule takes cannot be used here (another of the trader's has it), or null. */
  refuse?: (name: string) => string | null;
  /** What the field says under it while nothing is wrong, from the name as it is typed. */
  hint?: (typed: string) => string;
  /** Settles once the server took the name; a refusal shows under the field and keeps the dialog open. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
  testIds: { dialog: string; input: string; save: string; hint?: string };
}

/** Asks for a name, checked by the contract's rule before it is sent. */
export function NamingDialog({ namespace, title, initial, rule, refuse, hint, onSave, onClose, testIds }: Props) {
  const { t } = useTranslation([namespace, 'messages']);
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const checked = rule.safeParse(name);
    if (!checked.success) return setError(t(`messages:${checked.error.issues[0]?.message}`));
    const refusal = refuse?.(checked.data) ?? null;
    if (refusal !== null) return setError(refusal);
    setSaving(true);
    try {
      await onSave(checked.data);
      onClose();
    } catch (failure) {
      setError(refusalText(failure));
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} maxWidth="xs" fullWidth data-testid={testIds.dialog}>
      <form onSubmit={submitHandler(save)} noValidate>
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
            helperText={error ?? hint?.(name)}
            slotProps={{
              htmlInput: { 'data-testid': testIds.input },
              formHelperText: { 'data-testid': testIds.hint } as object,
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid={testIds.save}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
