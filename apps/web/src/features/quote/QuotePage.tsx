import { FormatListBulleted, MenuOpen, ShowChart } from '@mui/icons-material';
import { Drawer, IconButton, Paper, Stack, Tooltip, useMediaQuery, useTheme } from '@mui/material';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { AnnotationButton } from '../annotations/AnnotationButton.js';
import { useTradeMarkers } from '../cloud/report/useTradeMarkers.js';
import { useAnnotationMarkers } from '../annotations/useAnnotationMarkers.js';
import { QuoteChart } from '../chart/QuoteChart.js';
import { OptionGridButton } from '../options/OptionGridButton.js';
import { PaperTradeButtons } from '../paper/PaperTradeButtons.js';
import { EmptyState } from '../shell/EmptyState.js';
import { quoteList } from './quoteList.js';
import { folderOf } from '../region/regionFilters.js';
import { useRegionChosen } from '../region/useRegion.js';
import { quotePath } from './quotePath.js';
import { quoteRoute } from './quoteRoute.js';
import { QuoteSymbolList } from './QuoteSymbolList.js';
import { symbolListChoice } from './symbolListChoice.js';


/**
 * /apps/quote/{folder|fav|label|filter}/{value}/{symbol?}/{duration?}: the chart of the chosen symbol (1d unless the
 * route says otherwise) with the list of the route's symbols beside it, which the trader may hide; on a phone the
 * chart comes first and the list opens in a drawer. The page title becomes the symbol and the product's name.
 */
export function QuotePage() {
  const { t } = useTranslation('quote');
  const navigate = useNavigate();
  const location = useLocation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const roomy = useMediaQuery(theme.breakpoints.up('xl'));
  const listChoice = useSyncExternalStore(symbolListChoice.subscribe, symbolListChoice.get);
  // The drawer belongs to the page it was opened on: a pick in it opens the symbol, and the chart is what the trader came for.
  const [drawerOpenOn, setDrawerOpenOn] = useState<string | null>(null);
  const drawerOpen = drawerOpenOn === location.pathname;
  const { kind = 'folder', value = 'all', symbol: rawSymbol, duration: rawDuration = '1d' } = useParams();
  const { symbol, duration, moveTo } = quoteRoute(kind, value, rawSymbol, rawDuration);
  const list = useMemo(() => quoteList(kind, value), [kind, value]);
  const annotationMarkers = useAnnotationMarkers(symbol ?? '', duration);
  const tradeMarkers = useTradeMarkers();
  const markers = useMemo(() => [...annotationMarkers, ...tradeMarkers], [annotationMarkers, tradeMarkers]);
  // A trade opened from a backtest report is shown where it happened, however far back.
  const tradeSpan = useMemo(() => {
    const times = tradeMarkers.map((marker) => marker.ts);
    return times.length > 0 ? { from: Math.min(...times), to: Math.max(...times) } : null;
  }, [tradeMarkers]);

  useEffect(() => {
    if (!symbol) return;
    const before = document.title;
    document.title = `${symbol} - ${t('titleSuffix')}`;
    return () => {
      document.title = before;
    };
  }, [symbol, t]);

  // A region chosen in the top bar moves a folder's list to the region's folder; the chart stays.
  useRegionChosen((region) => {
    if (kind === 'folder') navigate({ pathname: quotePath(kind, folderOf(region), symbol, duration), search: location.search });
  });

  if (moveTo) return <Navigate to={{ pathname: moveTo, search: location.search }} replace />;

  const listProps = { list, kind, value, symbol, duration };
  const listKey = `${kind}/${value}`;
  // Without a symbol the list is how one is picked; beside a chart it shows on very wide screens until the trader chooses.
  const listBeside = !symbol || (wide && (listChoice ?? roomy));
  const listButton = (open: boolean, onClick: () => void, testId: string) => (
    <Tooltip title={open ? t('hideList') : t('showList')}>
      <IconButton size="small" onClick={onClick} aria-label={open ? t('hideList') : t('showList')} aria-expanded={open} data-testid={testId}>
        {open ? <MenuOpen fontSize="small" /> : <FormatListBulleted fontSize="small" />}
      </IconButton>
    </Tooltip>
  );

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 1, md: 2 }} sx={{ alignItems: { md: 'flex-start' } }} data-testid="quote-page">
      {listBeside ? (
        <QuoteSymbolList key={listKey} {...listProps} action={wide && symbol && listButton(true, () => symbolListChoice.set(false), 'quote-list-toggle')} />
      ) : (
        wide && (
          <Paper variant="outlined" sx={{ flexShrink: 0, p: 0.25 }} data-testid="quote-list-rail">
            {listButton(false, () => symbolListChoice.set(true), 'quote-list-toggle')}
          </Paper>
        )
      )}
      {!wide && symbol && (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpenOn(null)}>
          <QuoteSymbolList key={listKey} {...listProps} inDrawer />
        </Drawer>
      )}
      <Stack sx={{ flex: 1, minWidth: 0, width: 1 }}>
        {symbol ? (
          <QuoteChart
            symbol={symbol}
            duration={duration}
            markers={markers}
            focus={tradeSpan}
            toolbarExtra={
              <>
                {!wide && listButton(drawerOpen, () => setDrawerOpenOn(location.pathname), 'quote-list-drawer')}
                <OptionGridButton symbol={symbol} />
                <AnnotationButton symbol={symbol} duration={duration} />
                <PaperTradeButtons symbol={symbol} />
              </>
            }
            onDurationChange={(next) => navigate(quotePath(kind, value, symbol, next))}
          />
        ) : (
          wide && (
            <Paper variant="outlined" data-testid="no-symbol">
              <EmptyState icon={<ShowChart fontSize="large" />} text={t('noSymbol')} />
            </Paper>
          )
        )}
      </Stack>
    </Stack>
  );
}
