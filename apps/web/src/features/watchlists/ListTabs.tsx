import { Stack, Tab, Tabs, Typography } from '@mui/material';
import type { WatchlistSummary } from '@signaldesk/contract';
import { useTranslation } from 'react-i18next';
import { listName } from './listName.js';

interface Props {
  lists: readonly WatchlistSummary[];
  selected: string | undefined;
  onSelect: (id: string) => void;
}

/** The trader's lists as tabs, each with its count; a phone scrolls them sideways. */
export function ListTabs({ lists, selected, onSelect }: Props) {
  const { t } = useTranslation('watchlist');
  return (
    <Tabs
      value={lists.some((list) => list.id === selected) ? selected : false}
      onChange={(_, id: string) => onSelect(id)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={t('lists')}
      data-testid="watchlist-tabs"
    >
      {lists.map((list) => (
        <Tab
          key={list.id}
          value={list.id}
          sx={{ textTransform: 'none' }}
          data-testid="watchlist-tab"
          data-id={list.id}
          data-kind={list.kind}
          label={
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'baseline' }}>
              <span data-testid="watchlist-tab-name">{listName(list, t)}</span>
              <Typography variant="caption" color="text.secondary" data-testid="watchlist-tab-count">
                {list.count}
              </Typography>
            </Stack>
          }
        />
      ))}
    </Tabs>
  );
}
