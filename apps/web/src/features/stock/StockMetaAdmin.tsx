import { Add, Delete, Edit, RestartAlt, Sync } from '@mui/icons-material';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import type { StockMeta } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { formatDate } from '@signaldesk/format';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../api/request.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { PagedTableFooter } from '../../components/PagedTableFooter.js';
import { errorText } from '../auth/errorText.js';
import { snackbar } from '../snackbar/snackbar.js';
import { StockMetaForm } from './StockMetaForm.js';

type Confirm = { kind: 'remove' | 'resetStats'; symbol: string } | { kind: 'resetSymbols' };

/** Super's stock-meta administration: create, update, remove, reset a stock's stats, reset the symbol list. */
export function StockMetaAdmin({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('stock');
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [editing, setEditing] = useState<StockMeta | 'new' | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);

  const metas = useQuery({
    queryKey: ['stock', 'metas', filter.trim(), page, pageSize],
    enabled: open,
    queryFn: () => request(callPaths.stocks.metaList, { ...(filter.trim() ? { symbol: filter.trim() } : {}), page: page + 1, pageSize }, { kind: 'kill' }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['stock'] });

  const act = useMutation({
    mutationFn: async (action: Confirm) => {
      if (action.kind === 'remove') {
        await request(callPaths.stocks.metaRemove, { symbol: action.symbol }, { kind: 'block' });
        return t('admin.removed', { symbol: action.symbol });
      }
      if (action.kind === 'resetStats') {
        await request(callPaths.stocks.statsReset, { symbol: action.symbol }, { kind: 'block' });
        return t('admin.statsReset', { symbol: action.symbol });
      }
      const reply = await request(callPaths.stocks.symbolsReset, {}, { kind: 'block' });
      return t('admin.symbolsReset', { count: reply.symbols });
    },
    onSuccess: (message) => {
      snackbar.success(message);
      setConfirm(null);
      refresh();
    },
    onError: (error) => snackbar.error(errorText(error)),
  });

  const confirmTexts = (action: Confirm) => {
    if (action.kind === 'remove') return { title: t('admin.removeTitle'), text: t('admin.removeText', { symbol: action.symbol }), label: t('admin.remove') };
    if (action.kind === 'resetStats') return { title: t('admin.resetStatsTitle', { symbol: action.symbol }), text: t('admin.resetStatsText'), label: t('admin.reset') };
    return { title: t('admin.resetSymbolsTitle'), text: t('admin.resetSymbolsText'), label: t('admin.reset') };
  };
  const texts = confirm ? confirmTexts(confirm) : null;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth data-testid="stock-meta-dialog">
      <DialogTitle>{t('admin.title')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ py: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label={t('admin.filter')}
            value={filter}
            onChange={(event) => {
              setPage(0);
              setFilter(event.target.value);
            }}
            sx={{ flex: 1 }}
          />
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} data-testid="meta-new">
            {t('admin.new')}
          </Button>
          <Button color="warning" startIcon={<Sync />} onClick={() => setConfirm({ kind: 'resetSymbols' })} data-testid="meta-reset-symbols">
            {t('admin.resetSymbols')}
          </Button>
        </Stack>
        <Table size="small" data-testid="stock-meta-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.symbol')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('tags')}</TableCell>
              <TableCell>{t('admin.intro')}</TableCell>
              <TableCell>{t('admin.updated')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {metas.data?.list.map((meta) => (
              <TableRow key={meta.symbol} data-testid="stock-meta-row" data-symbol={meta.symbol}>
                <TableCell sx={{ fontWeight: 600 }}>{meta.symbol}</TableCell>
                <TableCell>{i18n.language.startsWith('zh') ? meta.cnname : meta.name}</TableCell>
                <TableCell>{meta.tags.join(', ')}</TableCell>
                <TableCell sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{meta.intro}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(meta.updatedAt, i18n.language)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('admin.edit', { symbol: meta.symbol })}>
                    <IconButton size="small" onClick={() => setEditing(meta)} aria-label={t('admin.edit', { symbol: meta.symbol })}>
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('admin.resetStats')}>
                    <IconButton size="small" onClick={() => setConfirm({ kind: 'resetStats', symbol: meta.symbol })} aria-label={t('admin.resetStats')}>
                      <RestartAlt fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('admin.remove')}>
                    <IconButton size="small" color="error" onClick={() => setConfirm({ kind: 'remove', symbol: meta.symbol })} aria-label={t('admin.remove')}>
                      <Delete fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <PagedTableFooter answer={metas} emptyText={t('admin.empty')} page={page} pageSize={pageSize} onPage={setPage} onPageSize={setPageSize} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.close')}</Button>
      </DialogActions>
      {editing && (
        <StockMetaForm
          meta={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={confirm !== null}
        title={texts?.title ?? ''}
        text={texts?.text ?? ''}
        confirmLabel={texts?.label ?? ''}
        busy={act.isPending}
        onConfirm={() => confirm && act.mutate(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Dialog>
  );
}
