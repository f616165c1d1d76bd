import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import type { TextFieldState } from './useTextField.js';
import { submitHandler } from '../../components/submitHandler.js';

interface Props {
  label: string;
  field: TextFieldState;
  testId: string;
  save: (value: string) => Promise<void>;
  /** The button's word when saving does more than save (Save by default). */
  submitLabel?: string;
}

/** One text input with a Save button that stays disabled until the value is valid and changed. */
export function TextFieldForm({ label, field, testId, save, submitLabel }: Props) {
  const { t } = useTranslation(['common', 'messages']);
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    try {
      await save(field.parsed);
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submitHandler(() => submit())} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={label}
        value={field.value}
        onChange={(event) => field.setValue(event.target.value)}
        error={Boolean(field.errorKey)}
        helperText={field.errorKey ? t(`messages:${field.errorKey}`) : ' '}
        slotProps={{ htmlInput: { 'data-testid': testId } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="contained" disabled={busy || !field.valid || !field.changed} sx={{ height: 40 }}>
        {submitLabel ?? t('save')}
      </Button>
    </Stack>
  );
}
