import { AdminPanelSettings, Inbox } from '@mui/icons-material';
import {
  Alert,
  Button,
  Chip,
  LinearProgress,
  Pagination,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { MARKET_LIMITS, STOCK_FILTERS, type StockFilter } from '@signaldesk/contract';
import { callPaths } from '@signaldesk/contract/callPaths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { request } from '../../api/request.js';
import { PageHeader } from '../../components/PageHeader.js';
import { errorText } from '../auth/errorText.js';
import { useAuth } from '../auth/useAuth.js';
import { folderOf } from '../region/regionFilters.js';
import { useRegion, useRegionChosen } from '../region/useRegion.js';
import { EmptyState } from '../shell/EmptyState.js';
import { LabelChips } from './LabelChips.js';
import { StockDetails } from './StockDetails.js';
import { StockMetaAdmin } from './StockMetaAdmin.js';
import { StockTable } from './StockTable.js';
import { chartPath, FOLDERS, stockListParams } from './stockListParams.js';
import { useTag } from './useLabels.js';
import { useUserStocks } from './useUserStocks.js';

/** /apps/stock/{symbol?} and /apps/stock/tag/{tag}: folders, filters, labels, favourites, and super's meta administration. */
export function StockPage() {
  const { t } = useTranslation('stock');
  const { symbol, tag } = useParams();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  const [page, setPage] = useState(1);
  const [adminOpen, setAdminOpen] = useState(false);
  const region = useRegion();
  const params = stockListParams(search, region);
  const labels = useTag(tag);
  const lists = useUserStocks();

  const stocks = useQuery({
    queryKey: ['stock', 'list', params, tag ?? null, page],
    enabled: params.kind === 'list',
    queryFn: () => {
      if (params.kind !== 'list') throw new Error('unknown folder');
      return request(
        callPaths.stocks.list,
        {
          page,
          region: params.region,
          ...(params.filter ? { filter: params.filter } : {}),
          ...(params.text.trim() ? { symbol: params.text.trim() } : {}),
          ...(tag ? { tag } : {}),
        },
        { kind: 'kill' },
      );
    },
    placeholderData: keepPreviousData,
  });

  const change = (key: string, value: string | undefined) => {
    setPage(1);
    // From the address as it is now: the router's own parameters lag until the next render, so a second quick
    // change (folder, then filter) made before it would drop the first.
    const next = new URLSearchParams(window.location.search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace: true });
  };
  // A region chosen in the top bar replaces the folder picked here, which the address no longer names.
  useRegionChosen(() => change('folder', undefined));
  const withSearch = (path: string) => `${path}${location.search}`;
  const followed = new Set(lists.data?.followlist.list.map((s) => s.symbol));
  const favourites = lists.data?.featurelist.list ?? [];

  const body = () => {
    if (params.kind === 'unknownFolder') return <EmptyState icon={<Inbox />} text={t('unknownFolder', { folder: params.folder })} />;
    if (stocks.isError) return <Alert severity="error">{t('loadFailed', { error: errorText(stocks.error) })}</Alert>;
    if (stocks.data?.list.length === 0) {
      const text = tag && !labels.known ? t('unknownLabel', { label: tag }) : params.filter === 'fav' ? t('emptyFav') : t('empty');
      return <EmptyState icon={<Inbox />} text={text} />;
    }
    return (
      <StockTable
        rows={stocks.data?.list ?? []}
        labels={labels.labels}
        followed={followed}
        favourites={new Set(favourites.map((s) => s.symbol))}
      />
    );
  };
  const pages = Math.ceil((stocks.data?.total ?? 0) / MARKET_LIMITS.stockPageSize);

  return (
    <Stack spacing={2} data-testid="stock-page">
      <PageHeader title={tag ? t('tagTitle', { label: labels.title }) : t('title')} subtitle={t('subtitle')}>
        {user?.role === 'super' && (
          <Button variant="outlined" startIcon={<AdminPanelSettings />} onClick={() => setAdminOpen(true)} data-testid="stock-meta-admin">
            {t('admin.button')}
          </Button>
        )}
      </PageHeader>
      {symbol && <StockDetails symbol={symbol.toUpperCase()} labels={labels.labels} closePath={withSearch('/apps/stock')} />}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }} data-testid="stock-favourites">
        <Typography variant="subtitle2">{t('favourites')}</Typography>
        {favourites.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('noFavourites')}
          </Typography>
        )}
        {favourites.map((stock) => (
          <Chip key={stock.symbol} label={stock.symbol} clickable component={RouterLink} to={chartPath(stock.region, stock.symbol)} color="error" variant="outlined" />
        ))}
      </Stack>
      <Paper variant="outlined">
        <Stack direction={{ xs: 'column', xl: 'row' }} spacing={2} sx={{ px: 2, pt: 1, alignItems: { xl: 'center' } }}>
          <Tabs
            value={params.kind === 'list' ? params.folder : false}
            onChange={(_event, folder: string) => change('folder', folder === folderOf(region) ? undefined : folder)}
            variant="scrollable"
            sx={{ flex: 1 }}
          >
            {Object.keys(FOLDERS).map((folder) => (
              <Tab key={folder} value={folder} label={t(`folders.${folder}`)} data-testid={`stock-folder-${folder}`} />
            ))}
          </Tabs>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={params.kind === 'list' ? (params.filter ?? null) : null}
              onChange={(_event, filter: StockFilter | null) => change('filter', filter ?? undefined)}
            >
              {STOCK_FILTERS.map((filter) => (
                <ToggleButton key={filter} value={filter} data-testid={`stock-filter-${filter}`}>
                  {t(`filters.${filter}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <TextField
              size="small"
              label={t('search')}
              value={params.kind === 'list' ? params.text : ''}
              onChange={(event) => change('q', event.target.value || undefined)}
              slotProps={{ htmlInput: { 'data-testid': 'stock-search', maxLength: 40 } }}
            />
          </Stack>
        </Stack>
        <Stack sx={{ px: 2, py: 1.5 }}>
          <LabelChips
            labels={labels.labels}
            indices={labels.indices}
            current={labels.current}
            pathOf={(slug) => withSearch(slug ? `/apps/stock/tag/${encodeURIComponent(slug)}` : '/apps/stock')}
          />
        </Stack>
        {stocks.isFetching && <LinearProgress />}
        {body()}
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ p: 1.5 }} />}
      </Paper>
      {user?.role === 'super' && <StockMetaAdmin open={adminOpen} onClose={() => setAdminOpen(false)} />}
    </Stack>
  );
}
