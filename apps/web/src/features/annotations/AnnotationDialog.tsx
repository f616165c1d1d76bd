import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { type Annotation, ANNOTATION_LIMITS, type Duration } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitHandler } from '../../components/submitHandler.js';
import { canSave, draftChanges, EMPTY_DRAFT } from './annotationDraft.js';
import { useAnnotationActions } from './useAnnotationActions.js';

interface Props {
  symbol: string;
  duration: Duration;
  /** The candle a new annotation marks. */
  ts: number;
  /** The annotation to read and change; a new one is written when absent. */
  annotation: Annotation | null;
  onClose: () => void;
}

/** Spec §2: symbol (read-only), title, notes in 8 lines, the duration chip and the created time; New, or Delete, Close, Update. */
export function AnnotationDialog({ symbol, duration, ts, annotation, onClose }: Props) {
  const { t, i18n } = useTranslation(['annotations', 'messages']);
  const stored = annotation ? { title: annotation.title, mark: annotation.mark } : EMPTY_DRAFT;
  const [draft, setDraft] = useState(stored);
  const actions = useAnnotationActions(symbol, duration, onClose);
  const ready = canSave(symbol, stored, draft) && !actions.busy;

  const save = () => {
    if (!ready) return;
    if (annotation) actions.update.mutate({ aid: annotation.aid, changes: draftChanges(stored, draft) });
    else actions.create.mutate({ ts, draft });
  };

  return (
    <Dialog open onClose={actions.busy ? undefined : onClose} maxWidth="sm" fullWidth>
      <form onSubmit={submitHandler(save)} data-testid="annotation-dialog">
        <DialogTitle>{annotation ? t('dialogEdit') : t('dialogNew')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <TextField
                label={t('symbol')}
                value={symbol}
                size="small"
                error={symbol.trim() === ''}
                helperText={symbol.trim() === '' ? t('messages:annotationSymbolRequired') : undefined}
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'annotation-symbol' } }}
              />
              <Chip label={duration} data-testid="annotation-duration" />
            </Stack>
            <TextField
              label={t('title')}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              autoFocus
              slotProps={{ htmlInput: { maxLength: ANNOTATION_LIMITS.titleLength, 'data-testid': 'annotation-title' } }}
            />
            <TextField
              label={t('notes')}
              value={draft.mark}
              onChange={(event) => setDraft({ ...draft, mark: event.target.value })}
              multiline
              rows={8}
              slotProps={{ htmlInput: { maxLength: ANNOTATION_LIMITS.markLength, 'data-testid': 'annotation-mark' } }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('candle', { time: formatDate(annotation?.ts ?? ts, i18n.language) })}
              {annotation && ` · ${t('createdAt', { time: formatDate(annotation.createdAt, i18n.language) })}`}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          {annotation ? (
            <>
              <Button color="error" onClick={() => actions.remove.mutate(annotation.aid)} disabled={actions.busy} data-testid="annotation-delete">
                {t('delete')}
              </Button>
              <Button onClick={onClose} disabled={actions.busy} data-testid="annotation-close">
                {t('close')}
              </Button>
              <Button type="submit" variant="contained" disabled={!ready} data-testid="annotation-update">
                {t('update')}
              </Button>
            </>
          ) : (
            <Button type="submit" variant="contained" disabled={!ready} data-testid="annotation-new">
              {t('new')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
