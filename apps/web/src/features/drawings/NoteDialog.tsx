import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { DRAWING_LIMITS } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  onPlace: (text: string) => void;
  onCancel: () => void;
}

/** Asks for the words of a text note before it is placed. */
export function NoteDialog({ open, onPlace, onCancel }: Props) {
  const { t } = useTranslation('drawings');
  const { t: common } = useTranslation('common');
  const [text, setText] = useState('');
  const words = text.trim();
  const close = (place: boolean) => {
    if (place && words) onPlace(words);
    else onCancel();
    setText('');
  };
  return (
    <Dialog open={open} onClose={() => close(false)} fullWidth maxWidth="xs">
      <DialogTitle>{t('noteTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          margin="dense"
          label={t('noteLabel')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: DRAWING_LIMITS.noteLength, 'data-testid': 'drawing-note-text' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close(false)}>{common('cancel')}</Button>
        <Button variant="contained" disabled={!words} onClick={() => close(true)} data-testid="drawing-note-place">
          {t('noteSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
