import { Add } from '@mui/icons-material';
import { Button, CircularProgress, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader.js';
import { ListTabs } from './ListTabs.js';
import { LoadFailed } from './LoadFailed.js';
import { NameDialog } from './NameDialog.js';
import { useWatchlist, useWatchlistActions, useWatchlistSummaries } from './useWatchlists.js';
import { WatchlistView } from './WatchlistView.js';

/** /apps/watchlist[/:id]: the trader's watchlists, one shown at a time; without an id, the first (the followed list). */
export function WatchlistPage() {
  const { t } = useTranslation('watchlist');
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const summaries = useWatchlistSummaries();
  const selected = id ?? summaries.data?.[0]?.id;
  const list = useWatchlist(selected);
  const { create } = useWatchlistActions({ reportErrors: false });
  const [creating, setCreating] = useState(false);
  const loading = summaries.isPending || (list.isPending && list.fetchStatus !== 'idle');

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)} data-testid="watchlist-new">
          {t('newList')}
        </Button>
      </PageHeader>
      <Stack spacing={2} data-testid="watchlist-page" data-list={list.data?.id ?? ''} data-loaded={list.isSuccess}>
        {summaries.isError ? (
          <LoadFailed text="listsFailed" error={summaries.error} onRetry={() => void summaries.refetch()} />
        ) : (
          summaries.data && <ListTabs lists={summaries.data} selected={selected} onSelect={(next) => navigate(`/apps/watchlist/${next}`)} />
        )}
        <Paper variant="outlined">
          {list.isError ? (
            <Stack sx={{ p: 2 }}>
              <LoadFailed text="loadFailed" error={list.error} onRetry={() => void list.refetch()} />
            </Stack>
          ) : list.data ? (
            <WatchlistView key={list.data.id} list={list.data} />
          ) : (
            loading && (
              <Stack sx={{ alignItems: 'center', py: 6 }}>
                <CircularProgress />
              </Stack>
            )
          )}
        </Paper>
      </Stack>
      {creating && (
        <NameDialog
          title={t('newListTitle')}
          onSave={(name) => create.mutateAsync(name).then((made) => navigate(`/apps/watchlist/${made.id}`))}
          onClose={() => setCreating(false)}
        />
      )}
    </>
  );
}
