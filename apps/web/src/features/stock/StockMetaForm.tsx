import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { StockMeta } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';

type Fields = StockMeta['fields'];

/** Other fields as the editor types them: a JSON object of text, numbers, true/false or null. */
function readFields(text: string): Fields | null {
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    return entries.every(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v)) ? (value as Fields) : null;
  } catch {
    return null;
  }
}

/** Create a meta (symbol given by the editor) or update one (only the changed parts are sent). */
export function StockMetaForm({ meta, onClose, onSaved }: { meta: StockMeta | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('stock');
  const [symbol, setSymbol] = useState(meta?.symbol ?? '');
  const [tags, setTags] = useState(meta?.tags.join(', ') ?? '');
  const [intro, setIntro] = useState(meta?.intro ?? '');
  const [fieldsText, setFieldsText] = useState(meta ? JSON.stringify(meta.fields, null, 2) : '');
  const fields = readFields(fieldsText);

  const save = useMutation({
    mutationFn: () => {
      if (!meta) return request(callPaths.stocks.metaCreate, { symbol, tags, intro, fields: fields ?? {} }, { kind: 'block' });
      // Keys the editor deleted are sent as null, which drops them.
      const dropped = Object.fromEntries(Object.keys(meta.fields).filter((key) => !(key in (fields ?? {}))).map((key) => [key, null]));
      return request(
        callPaths.stocks.metaUpdate,
        {
          symbol: meta.symbol,
          ...(tags !== meta.tags.join(', ') ? { tags } : {}),
          ...(intro !== meta.intro ? { intro } : {}),
          fields: { ...dropped, ...fields },
        },
        { kind: 'block' },
      );
    },
    onSuccess: (reply) => {
      snackbar.success(t('admin.saved', { symbol: reply.meta.symbol }));
      onSaved();
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{meta ? t('admin.edit', { symbol: meta.symbol }) : t('admin.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('admin.symbol')}
            value={symbol}
            disabled={meta !== null}
            onChange={(event) => setSymbol(event.target.value.toUpperCase())}
            required
            slotProps={{ htmlInput: { 'data-testid': 'meta-symbol', maxLength: 32 } }}
          />
          <TextField label={t('admin.tags')} value={tags} onChange={(event) => setTags(event.target.value)} slotProps={{ htmlInput: { 'data-testid': 'meta-tags' } }} />
          <TextField label={t('admin.intro')} value={intro} onChange={(event) => setIntro(event.target.value)} multiline minRows={3} slotProps={{ htmlInput: { 'data-testid': 'meta-intro' } }} />
          <TextField
            label={t('admin.fields')}
            value={fieldsText}
            onChange={(event) => setFieldsText(event.target.value)}
            multiline
            minRows={2}
            error={fields === null}
            helperText={fields === null ? t('admin.fieldsInvalid') : ' '}
            slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('admin.cancel')}
        </Button>
        <Button variant="contained" onClick={() => save.mutate()} disabled={save.isPending || fields === null || !symbol.trim()} data-testid="meta-save">
          {meta ? t('admin.save') : t('admin.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
