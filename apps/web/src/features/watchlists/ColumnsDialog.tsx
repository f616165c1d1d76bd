import { ArrowBack, ArrowForward, Close } from '@mui/icons-material';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { WATCHLIST_LIMITS, type Watchlist, type WatchlistColumn } from '@signaldesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage.js';
import { refusalText } from '../alerts/useAlerts.js';
import { snackbar } from '../snackbar/snackbar.js';
import { AddColumn } from './AddColumn.js';
import { useWatchlistActions } from './useWatchlists.js';
import { columnLabel } from './watchlistColumns.js';

interface Props {
  list: Watchlist;
  onClose: () => void;
}

/** Swaps a column with its neighbour: left moves it towards the symbol, as the table shows the columns. */
const swapped = (columns: readonly WatchlistColumn[], at: number, by: -1 | 1) => {
  const next = [...columns];
  [next[at], next[at + by]] = [next[at + by]!, next[at]!];
  return next;
};

/** The list's columns, reordered, removed and added to, saved together. */
export function ColumnsDialog({ list, onClose }: Props) {
  const { t } = useTranslation(['watchlist', 'chart', 'indicators']);
  const [language] = useLanguage();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [columns, setColumns] = useState<readonly WatchlistColumn[]>(list.columns);
  const { update } = useWatchlistActions({ reportErrors: false });
  const full = columns.length >= WATCHLIST_LIMITS.columns;

  const save = () =>
    update.mutate(
      { id: list.id, columns: [...columns] },
      {
        onSuccess: () => {
          snackbar.success(t('columns.saved'));
          onClose();
        },
      },
    );

  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} maxWidth="md" fullWidth fullScreen={phone} data-testid="columns-dialog">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', pr: 1 }}>
        <span style={{ flex: 1 }}>{t('columns.title')}</span>
        <IconButton onClick={onClose} aria-label={t('close')}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">{t('columns.shown')}</Typography>
            {columns.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                {t('columns.none')}
              </Typography>
            )}
            <List dense disablePadding>
              {columns.map((column, index) => {
                const label = columnLabel(column, language, t);
                return (
                  <ListItem
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column is its place in the list, which its moves change
                    key={index}
                    divider
                    data-testid="column-item"
                    data-label={label}
                    secondaryAction={
                      <>
                        <IconButton size="small" disabled={index === 0} onClick={() => setColumns(swapped(columns, index, -1))} aria-label={t('columns.left', { column: label })} data-testid="column-left">
                          <ArrowBack fontSize="small" />
                        </IconButton>
                        <IconButton
                          size="small"
                          disabled={index === columns.length - 1}
                          onClick={() => setColumns(swapped(columns, index, 1))}
                          aria-label={t('columns.right', { column: label })}
                          data-testid="column-right"
                        >
                          <ArrowForward fontSize="small" />
                        </IconButton>
                        <IconButton size="small" onClick={() => setColumns(columns.filter((_, at) => at !== index))} aria-label={t('columns.remove', { column: label })} data-testid="column-remove">
                          <Close fontSize="small" />
                        </IconButton>
                      </>
                    }
                  >
                    <ListItemText primary={label} sx={{ pr: 12 }} />
                  </ListItem>
                );
              })}
            </List>
          </Stack>
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2">{t('columns.add')}</Typography>
            {full && <Alert severity="info">{t('columns.full', { limit: WATCHLIST_LIMITS.columns })}</Alert>}
            <AddColumn columns={columns} disabled={full} onAdd={(column) => setColumns([...columns, column])} />
          </Stack>
        </Stack>
        {update.isError && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="columns-refusal">
            {refusalText(update.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={update.isPending} data-testid="columns-save">
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
