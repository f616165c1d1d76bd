import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { FEATURED_LIMITS, type FeaturedItem } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';

/** Add an idea, or change the title, reasons and labels of one (only what changed is sent). */
export function FeaturedForm({ item, onClose, onSaved }: { item: FeaturedItem | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('featured');
  const [symbol, setSymbol] = useState(item?.stock.symbol ?? '');
  const [title, setTitle] = useState(item?.title ?? '');
  const [reason, setReason] = useState(item?.reason ?? '');
  const [tags, setTags] = useState(item?.tags.join(', ') ?? '');

  const save = useMutation({
    mutationFn: () =>
      item
        ? request(
            callPaths.featured.update,
            {
              idx: item.idx,
              ...(title !== item.title ? { title } : {}),
              ...(reason !== item.reason ? { reason } : {}),
              ...(tags !== item.tags.join(', ') ? { tags } : {}),
            },
            { kind: 'block' },
          )
        : request(callPaths.featured.create, { symbol, title, reason, tags }, { kind: 'block' }),
    onSuccess: () => {
      snackbar.success(t('saved'));
      onSaved();
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{item ? t('editTitle', { symbol: item.stock.symbol }) : t('newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('symbol')}
            value={symbol}
            disabled={item !== null}
            required
            onChange={(event) => setSymbol(event.target.value.toUpperCase())}
            slotProps={{ htmlInput: { 'data-testid': 'featured-symbol', maxLength: 32 } }}
          />
          <TextField
            label={t('ideaTitle')}
            value={title}
            required
            onChange={(event) => setTitle(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'featured-title', maxLength: FEATURED_LIMITS.titleLength } }}
          />
          <TextField
            label={t('reason')}
            value={reason}
            multiline
            minRows={3}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'featured-reason', maxLength: FEATURED_LIMITS.reasonLength } }}
          />
          <TextField label={t('tags')} value={tags} onChange={(event) => setTags(event.target.value)} slotProps={{ htmlInput: { 'data-testid': 'featured-tags' } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || !symbol.trim() || !title.trim()} data-testid="featured-save">
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
