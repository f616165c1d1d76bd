import { ShowChart } from '@mui/icons-material';
import { Paper, Stack } from '@mui/material';
import { type Duration, DURATIONS } from '@signaldesk/contract';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { AnnotationButton } from '../annotations/AnnotationButton.js';
import { useAnnotationMarkers } from '../annotations/useAnnotationMarkers.js';
import { QuoteChart } from '../chart/QuoteChart.js';
import { OptionGridButton } from '../options/OptionGridButton.js';
import { EmptyState } from '../shell/EmptyState.js';
import { quoteList } from './quoteList.js';
import { quotePath } from './quotePath.js';
import { QuoteSymbolList } from './QuoteSymbolList.js';

const isDuration = (value: string): value is Duration => (DURATIONS as readonly string[]).includes(value);

/**
 * /apps/quote/{folder|fav|label|filter}/{value}/{symbol?}/{duration?}: the list beside the chart of the chosen
 * symbol (1d unless the route says otherwise); the page title becomes the symbol and the product's name.
 */
export function QuotePage() {
  const { t } = useTranslation('quote');
  const navigate = useNavigate();
  const { kind = 'folder', value = 'all', symbol: rawSymbol, duration: rawDuration = '1d' } = useParams();
  const symbol = rawSymbol?.toUpperCase();
  const list = useMemo(() => quoteList(kind, value), [kind, value]);
  const markers = useAnnotationMarkers(symbol ?? '', isDuration(rawDuration) ? rawDuration : '1d');

  useEffect(() => {
    if (!symbol) return;
    const before = document.title;
    document.title = `${symbol} - ${t('titleSuffix')}`;
    return () => {
      document.title = before;
    };
  }, [symbol, t]);

  if (!isDuration(rawDuration)) return <Navigate to={quotePath(kind, value, symbol, '1d')} replace />;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} data-testid="quote-page">
      <QuoteSymbolList key={`${kind}/${value}`} list={list} kind={kind} value={value} symbol={symbol} duration={rawDuration} />
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        {symbol ? (
          <QuoteChart
            symbol={symbol}
            duration={rawDuration}
            markers={markers}
            toolbarExtra={
              <>
                <OptionGridButton symbol={symbol} />
                <AnnotationButton symbol={symbol} duration={rawDuration} />
              </>
            }
            onDurationChange={(next) => navigate(quotePath(kind, value, symbol, next))}
          />
        ) : (
          <Paper variant="outlined" data-testid="no-symbol">
            <EmptyState icon={<ShowChart fontSize="large" />} text={t('noSymbol')} />
          </Paper>
        )}
      </Stack>
    </Stack>
  );
}
