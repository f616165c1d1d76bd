import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { DRAWING_LIMITS } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The note's words so far: empty for a new note, its own when it is edited. */
  initialText: string;
  editing: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}

/** Asks for the words of a text note before it is placed, or for new words of a placed one. Shown while mounted. */
export function NoteDialog({ initialText, editing, onSave, onCancel }: Props) {
  const { t } = useTranslation('drawings');
  const { t: common } = useTranslation('common');
  const [text, setText] = useState(initialText);
  const words = text.trim();
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs">
      <DialogTitle>{t(editing ? 'noteEditTitle' : 'noteTitle')}</DialogTitle>
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
        <Button onClick={onCancel}>{common('cancel')}</Button>
        <Button variant="contained" disabled={!words} onClick={() => onSave(words)} data-testid="drawing-note-place">
          {t(editing ? 'noteUpdate' : 'noteSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
