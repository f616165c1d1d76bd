import { Inbox } from '@mui/icons-material';
import { Alert, LinearProgress, List, ListItemButton, ListItemText, Pagination, Paper, Stack, Typography } from '@mui/material';
import { type Duration, MARKET_LIMITS } from '@signaldesk/contract';
import { formatPercent } from '@signaldesk/format';
import { memo, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { errorText } from '../auth/errorText.js';
import { EmptyState } from '../shell/EmptyState.js';
import type { QuoteList } from './quoteList.js';
import { quotePath } from './quotePath.js';
import { useQuoteSymbols } from './useQuoteSymbols.js';
import { useRiseFall } from '../riseFall/useRiseFall.js';

interface Props {
  list: QuoteList;
  kind: string;
  value: string;
  symbol: string | undefined;
  duration: Duration;
  /** The button that hides the list, at the right of its title. */
  action?: ReactNode;
  /** A list in a drawer fills it; beside the chart it is a column as high as the screen. */
  inDrawer?: boolean;
}

/** The symbols of the route's folder or filter beside the chart; a click opens the symbol at the same duration. */
export const QuoteSymbolList = memo(function QuoteSymbolList({ list, kind, value, symbol, duration, action, inDrawer = false }: Props) {
  const { t } = useTranslation('quote');
  const { changeColour } = useRiseFall();
  const [language] = useLanguage();
  const [page, setPage] = useState(1);
  const symbols = useQuoteSymbols(list, page);

  const body = () => {
    if (list.kind === 'unknown') return <EmptyState icon={<Inbox />} text={t('unknownList', { value })} />;
    if (symbols.isError) return <Alert severity="error">{t('loadFailed', { error: errorText(symbols.error) })}</Alert>;
    if (symbols.data?.rows.length === 0) return <EmptyState icon={<Inbox />} text={t('empty')} />;
    return (
      <List dense disablePadding>
        {symbols.data?.rows.map((row) => (
          <ListItemButton
            key={row.symbol}
            component={RouterLink}
            to={quotePath(kind, value, row.symbol, duration)}
            selected={row.symbol === symbol}
            data-testid="quote-symbol"
            data-symbol={row.symbol}
          >
            <ListItemText
              primary={row.symbol}
              secondary={language === 'zh' ? row.cnname : row.name}
              slotProps={{ secondary: { noWrap: true } }}
            />
            {row.updown !== null && (
              <Typography variant="caption" sx={{ color: changeColour(row.updown), ml: 1 }}>
                {formatPercent(row.updown, language)}
              </Typography>
            )}
          </ListItemButton>
        ))}
      </List>
    );
  };

  const pages = Math.ceil((symbols.data?.total ?? 0) / MARKET_LIMITS.stockPageSize);
  return (
    <Paper
      variant={inDrawer ? 'elevation' : 'outlined'}
      elevation={0}
      sx={inDrawer ? { width: 'min(320px, 85vw)', minHeight: 1 } : { width: { md: 260 }, flexShrink: 0, maxHeight: { md: 'calc(100dvh - 140px)' }, overflow: 'auto' }}
      data-testid="quote-list"
    >
      <Stack direction="row" sx={{ alignItems: 'center', pl: 2, pr: 0.5, pt: action ? 0.5 : 1.5 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {listTitle(list, t)}
        </Typography>
        {action}
      </Stack>
      {symbols.isFetching && <LinearProgress />}
      {body()}
      {pages > 1 && <Pagination size="small" count={pages} page={page} onChange={(_event, next) => setPage(next)} sx={{ p: 1 }} />}
    </Paper>
  );
});

function listTitle(list: QuoteList, t: (key: string, options?: Record<string, string>) => string): string {
  switch (list.kind) {
    case 'folder':
      return t(`folders.${list.region.toLowerCase()}`);
    case 'filter':
      return t(`filters.${list.filter}`);
    case 'fav':
      return t(`favs.${list.list}`);
    case 'label':
      return t('label', { label: list.value });
    case 'unknown':
      return '';
  }
}
