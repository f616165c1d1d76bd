import { Delete } from '@mui/icons-material';
import { Box, Chip, IconButton, Paper, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import type { SignalSource } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { useAuth } from '../../auth/useAuth.js';
import { snackbar } from '../../snackbar/snackbar.js';
import { listTitle, signalBoardPath } from './signalWords.js';
import { useSignalSources, useSourceActions } from './useSignals.js';

/** Super only: every signal source, published or not, to publish, withdraw or delete. */
export function SignalSourcesPanel() {
  const { user } = useAuth();
  const isSuper = user?.role === 'super';
  const sources = useSignalSources(isSuper);
  if (!isSuper) return null;
  return <SourcesTable sources={sources.data ?? []} />;
}

function SourcesTable({ sources }: { sources: SignalSource[] }) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const { update, remove } = useSourceActions();
  const [deleting, setDeleting] = useState<SignalSource | null>(null);
  const publish = (source: SignalSource, published: boolean) =>
    update.mutate(
      { id: source.id, published },
      { onSuccess: () => snackbar.success(t(published ? 'signals.sources.publishedOn' : 'signals.sources.withdrawn', { name: source.name })) },
    );

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="signal-sources">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('signals.sources.title')}
      </Typography>
      {sources.length === 0 ? (
        <Typography color="text.secondary">{t('signals.sources.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('signals.sources.name')}</TableCell>
                <TableCell>{t('signals.sources.lists')}</TableCell>
                <TableCell>{t('signals.sources.published')}</TableCell>
                <TableCell>{t('signals.sources.updated')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {sources.map((source) => (
                <TableRow key={source.id} data-testid="signal-source-row" data-name={source.name}>
                  <TableCell>{source.name}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                      {source.lists.map((list) => (
                        <Chip key={list} size="small" clickable component={RouterLink} to={signalBoardPath(list)} label={listTitle(list, language)} />
                      ))}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={source.published}
                      disabled={update.isPending}
                      onChange={(event) => publish(source, event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('signals.sources.published'), 'data-testid': 'signal-source-published' } as object }}
                    />
                  </TableCell>
                  <TableCell>{formatDate(source.updatedAt, language)}</TableCell>
                  <TableCell align="right">
                    <Tooltip title={t('signals.sources.delete')}>
                      <IconButton aria-label={t('signals.sources.delete')} onClick={() => setDeleting(source)} data-testid="signal-source-delete">
                        <Delete fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('signals.sources.deleteTitle')}
        text={t('signals.sources.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('signals.sources.delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              snackbar.success(t('signals.sources.deleted'));
              setDeleting(null);
            },
          });
        }}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
