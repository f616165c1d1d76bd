import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import type { Duration } from '@signaldesk/contract';
import { priceDigits } from '@signaldesk/format';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCanvas } from '../chart/ChartCanvas.js';
import { useChartFeed } from '../chart/useChartFeed.js';
import { useLanguage } from '../../i18n/useLanguage.js';

/** A course shows the default analysis the lesson talks about: matrix over the candles, both waves, KD and volume. */
const PANES = { sine: true, chord: true, kd: true, volume: true };
const LOOK = { ladder: false, helpline: false, trendline: false, flipY: false, hidden: [] };
const NO_MARKERS: never[] = [];
const ignore = () => undefined;

/**
 * The quote screen's own drawing and live chart channel at the symbol and duration the course chose, without the
 * screen's toolbar and sheets: the figure stays a figure, and the link under it opens the full screen.
 */
export function CourseChart({ symbol, duration }: { symbol: string; duration: Duration }) {
  const { t } = useTranslation('chart');
  const [language] = useLanguage();
  const { feed, refresh } = useChartFeed(symbol, duration);
  const timeZone = useMemo(() => timeZoneOf(symbol), [symbol]);
  return (
    <Box sx={{ position: 'relative' }} data-testid="course-chart-live" data-status={feed.status} data-candles={feed.candles.length}>
      <ChartCanvas
        series={feed.series}
        candles={feed.candles}
        timeZone={timeZone}
        language={language}
        panes={PANES}
        look={LOOK}
        markers={NO_MARKERS}
        priceDigits={priceDigits(feed.candles[feed.candles.length - 1]?.close ?? 0, symbol)}
        showTime={duration !== '1d' && duration !== '1wk'}
        onHover={ignore}
        onDoubleClick={ignore}
        onNearOldest={ignore}
      />
      {feed.status !== 'ready' && (
        <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', bgcolor: 'background.paper' }}>
          {feed.status === 'loading' ? (
            <CircularProgress />
          ) : (
            <Alert
              severity={feed.status === 'error' ? 'error' : 'info'}
              action={
                <Button color="inherit" size="small" onClick={() => void refresh()}>
                  {t('refresh')}
                </Button>
              }
            >
              {feed.msg ?? t('noCandles', { symbol, duration: t(`durations.${duration}`) })}
            </Alert>
          )}
        </Stack>
      )}
    </Box>
  );
}
