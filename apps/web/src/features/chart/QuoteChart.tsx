import { LastPage, ViewSidebar } from '@mui/icons-material';
import { Alert, Box, Button, CircularProgress, Stack, type Theme, Typography } from '@mui/material';
import type { Duration } from '@signaldesk/contract';
import { formatTimeZone, priceDigits } from '@signaldesk/format';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import { findSymbol } from '@signaldesk/market-data/universe';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore, type Store } from '../../app/createStore.js';
import { localFlags } from '../../app/localFlags.js';
import { useStore } from '../../app/useStore.js';
import { useLanguage } from '../../i18n/useLanguage.js';
import { ChartAlerts } from '../alerts/ChartAlerts.js';
import { ChartDrawings, type DrawableChart } from '../drawings/ChartDrawings.js';
import { DrawingTools } from '../drawings/DrawingTools.js';
import { IndicatorPaneLegends, PriceIndicatorEntries } from '../indicators/IndicatorLegend.js';
import { followAccountIndicators } from '../indicators/chartIndicators.js';
import { useDrawnIndicators } from '../indicators/useDrawnIndicators.js';
import { errorText } from '../auth/errorText.js';
import { CompareButton } from '../compare/CompareButton.js';
import { CompareLegend } from '../compare/CompareLegend.js';
import { PaperOrderLines } from '../paper/PaperOrderLines.js';
import { useComparedLines } from '../compare/useComparedLines.js';
import { snackbar } from '../snackbar/snackbar.js';
import { ChartCanvas, type ChartCanvasHandle, type ChartHeight } from './ChartCanvas.js';
import { ChartLegend } from './ChartLegend.js';
import { ChartTool } from './ChartTool.js';
import { ChartToolbar } from './ChartToolbar.js';
import { chartSwitches } from './chartSwitches.js';
import { downloadBlob } from './downloadBlob.js';
import { exchangeClock } from './exchangeClock.js';
import { exportFileName } from './exportFileName.js';
import { formatBarTime, isDayBar } from './formatBarTime.js';
import { HoveredCandleSheet } from './HoveredCandleSheet.js';
import { hiddenLines } from './hiddenLines.js';
import type { ChartMarker } from './markerBars.js';
import { ReplayControls } from './ReplayControls.js';
import { SidebarSheet } from './SidebarSheet.js';
import { StaticSheet } from './StaticSheet.js';
import { typingIn } from './typingIn.js';
import { seriesCsv } from './seriesCsv.js';
import { sheetFields } from './sheetFields.js';
import { useChartFeed } from './useChartFeed.js';
import { useFocusSpan } from './useFocusSpan.js';
import type { PaneLayout } from './usePaneLayout.js';
import { useReplay } from './useReplay.js';

export interface QuoteChartProps {
  symbol: string;
  duration: Duration;
  /** Annotation markers, drawn above the bar that was open at each `ts` (epoch seconds). */
  markers?: readonly ChartMarker[];
  /**
   * A span (epoch seconds) the trader came to see, such as a backtest trade: older history is loaded until it is
   * covered, and the view goes there once.
   */
  focus?: { from: number; to: number } | null;
  /** Rendered at the right end of the chart toolbar (option grid, annotation buttons…). */
  toolbarExtra?: ReactNode;
  /** Rendered first in the toolbar: a layout chart's symbol box. */
  toolbarLead?: ReactNode;
  /** Shows the duration tabs; without it the chart keeps the duration it is given. */
  onDurationChange?: (duration: Duration) => void;
  /** The drawing's height; the default fills the screen below the toolbar. */
  height?: ChartHeight;
  /**
   * One chart among several on a screen: a compact toolbar (symbol, duration, indicators, comparison), and the sheets
   * and the full-screen switch, which would cover or crowd the other charts, are left out.
   */
  compact?: boolean;
  /** The drawn chart, for a screen that links it with others; null while there is none. */
  onChart?: (chart: ShownChart | null) => void;
}

/** The drawn chart as a screen linking it with others sees it. */
export interface ShownChart extends DrawableChart {
  /** The candle the legends read (an index into the candles drawn), the latest when null: set to show another chart's moment. */
  hovered: Store<number | null>;
  /** Asks for older candles as scrolling back does; nothing while a page is on the way or when the source has no more. */
  loadOlder: () => void;
}

const NO_MARKERS: readonly ChartMarker[] = [];

/**
 * The candlestick chart of one symbol and duration with the product's indicators (matrix or ladder, small and
 * large waves, KD, volume, zigzag trend lines), live through the chart channel, with replay, history on
 * scrolling left, export, screenshot and the hover, static and sidebar sheets. Times read on the exchange's clock.
 * Props are a stable interface for other screens (tick view, annotations).
 */
export function QuoteChart({
  symbol,
  duration,
  markers = NO_MARKERS,
  focus = null,
  toolbarExtra,
  toolbarLead,
  onDurationChange,
  height,
  compact = false,
  onChart,
}: QuoteChartProps) {
  const { t } = useTranslation('chart');
  const [language] = useLanguage();
  const switches = useStore(chartSwitches);
  const helpline = useStore(localFlags.helpLine);
  const hidden = useStore(hiddenLines);
  const { feed, loadOlder, refresh } = useChartFeed(symbol, duration);
  const { shown, replaying, act } = useReplay(feed.candles, `${symbol}:${duration}`);
  const hovered = useMemo(() => createStore<number | null>(null), []);
  const canvas = useRef<ChartCanvasHandle>(null);
  // What the chart tells of itself once drawn goes to the parts laid over it, not through this whole screen: the
  // drawn chart to the drawings, and its panes to the legends, which stop short of the price axis.
  const drawable = useMemo(() => createStore<DrawableChart | null>(null), []);
  const reportChart = useRef(onChart);
  reportChart.current = onChart;
  const olderCandles = useRef(loadOlder);
  olderCandles.current = loadOlder;
  const chartShown = useCallback(
    (chart: DrawableChart | null) => {
      drawable.set(chart);
      reportChart.current?.(chart && { ...chart, hovered, loadOlder: () => olderCandles.current() });
    },
    [drawable, hovered],
  );
  const layout = useMemo(() => createStore<PaneLayout>({ boxes: [], scaleWidth: 0 }), []);
  const timeZone = useMemo(() => timeZoneOf(symbol), [symbol]);
  const fields = useMemo(() => sheetFields(duration), [duration]);
  const info = findSymbol(symbol);
  const name = (language === 'zh' ? info?.cnname : info?.name) || symbol;
  const latest = shown[shown.length - 1];
  const digits = priceDigits(latest?.['candle.close'] ?? 0, symbol);
  useFocusSpan(focus, feed, shown, loadOlder, canvas);
  const indicators = useDrawnIndicators(shown, duration);
  const comparison = useComparedLines(symbol, duration, shown);
  useEffect(() => {
    if (comparison.error) snackbar.error(errorText(comparison.error));
  }, [comparison.error]);
  // The trader's indicators come from their account while the chart is open, and go back to it as they change.
  useEffect(() => followAccountIndicators(), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingIn(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape' && chartSwitches.get().screen) chartSwitches.toggle('screen');
      if (!chartSwitches.get().replay) return;
      if (event.key === 'ArrowLeft') act({ type: 'back' });
      else if (event.key === 'ArrowRight') act({ type: 'forward' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [act]);

  const save = (blob: Blob, extension: string) => {
    const file = exportFileName(name, symbol, duration, extension);
    downloadBlob(blob, file);
    snackbar.success(t('saved', { file }));
  };
  const exportJson = () =>
    save(new Blob([JSON.stringify({ symbol, duration, timeZone, candles: shown })], { type: 'application/json' }), 'json');
  const exportCsv = () =>
    save(new Blob([seriesCsv(shown, fields.map((field) => field.id), exchangeClock(timeZone, duration))], { type: 'text/csv' }), 'csv');
  const screenshot = () => {
    const picture = canvas.current?.screenshot();
    if (!picture) return snackbar.error(t('screenshotFailed'));
    picture.toBlob((blob) => (blob ? save(blob, 'png') : snackbar.error(t('screenshotFailed'))), 'image/png');
  };

  // While the next series loads, the sheets still show the last one's values, dimmed until they are replaced.
  const stale = feed.status === 'ready' ? 1 : 0.4;
  // Full screen covers the shell's app bar too; a CSS overlay, unlike the Fullscreen API, may start from a stored switch.
  const screen =
    switches.screen && !compact
      ? { position: 'fixed', inset: 0, zIndex: (theme: Theme) => theme.zIndex.appBar + 1, bgcolor: 'background.default', overflow: 'auto', p: 2 }
    : {};

  // Hidden, the sheet leaves only its button, a rail beside the chart.
  const sidebarToggle = (
    <ChartTool
      title={switches.sidebarSheet ? t('hideSidebar') : t('showSidebar')}
      onClick={() => chartSwitches.toggle('sidebarSheet')}
      active={switches.sidebarSheet}
      testId="sidebar-toggle"
    >
      {switches.sidebarSheet ? <LastPage fontSize="small" /> : <ViewSidebar fontSize="small" />}
    </ChartTool>
  );

  return (
    <Box
      sx={screen}
      data-testid="quote-chart"
      data-symbol={symbol}
      data-duration={duration}
      data-status={feed.status}
      // Ready on a kept answer already; the live answer that replaces it clears this.
      data-kept={feed.kept || undefined}
      data-candles={feed.candles.length}
      data-window={shown.length}
      data-window-end={latest?.ts}
      data-live-ticks={feed.liveTicks}
    >
      <ChartToolbar
        compact={compact}
        lead={toolbarLead}
        duration={duration}
        onDurationChange={onDurationChange}
        hasCandles={feed.status === 'ready' && shown.length > 0}
        onExportJson={exportJson}
        onExportCsv={exportCsv}
        onScreenshot={screenshot}
        compare={<CompareButton symbol={symbol} />}
        drawingTools={<DrawingTools symbol={symbol} duration={duration} />}
        extra={toolbarExtra}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ position: 'relative' }} onMouseLeave={() => hovered.set(null)}>
            <ChartCanvas
              ref={canvas}
              series={feed.series}
              candles={shown}
              timeZone={timeZone}
              language={language}
              panes={{ sine: switches.sine, chord: switches.chord, kd: switches.kd, volume: switches.volume }}
              look={{ ladder: switches.ladder, helpline, trendline: switches.trendline, flipY: switches.flipY, hidden }}
              markers={markers}
              indicators={indicators}
              compared={comparison}
              priceDigits={digits}
              showTime={!isDayBar(duration)}
              onHover={hovered.set}
              onDoubleClick={(index) => switches.replay && act({ type: 'start', index })}
              onNearOldest={loadOlder}
              onChart={chartShown}
              height={height}
              onLayout={layout.set}
            />
            {/* Before the drawings, so that a press on an alert line is the line's rather than a drawing's under it. */}
            <ChartAlerts chart={drawable} symbol={symbol} duration={duration} digits={digits} />
            <PaperOrderLines chart={drawable} symbol={symbol} digits={digits} />
            <ChartDrawings chart={drawable} candles={shown} symbol={symbol} duration={duration} />
            <ChartLegend
              layout={layout}
              candles={shown}
              symbol={symbol}
              hovered={hovered}
              language={language}
              look={{ ladder: switches.ladder, helpline, trendline: switches.trendline }}
              priceHeader={
                !compact &&
                switches.staticSheet &&
                latest && <StaticSheet candle={latest} symbol={symbol} fields={fields} timeZone={timeZone} duration={duration} language={language} />
              }
              priceIndicators={
                <>
                  <PriceIndicatorEntries drawn={indicators} hovered={hovered} candles={shown.length} language={language} priceDigits={digits} />
                  <CompareLegend lines={comparison.lines} hovered={hovered} candles={shown.length} language={language} />
                </>
              }
            />
            <IndicatorPaneLegends layout={layout} drawn={indicators} hovered={hovered} candles={shown.length} language={language} priceDigits={digits} />
            {feed.status !== 'ready' && (
              <Stack sx={{ position: 'absolute', inset: 0, zIndex: 3, alignItems: 'center', justifyContent: 'center', bgcolor: 'background.paper' }}>
                {feed.status === 'loading' ? (
                  <CircularProgress data-testid="chart-loading" />
                ) : (
                  <Alert
                    severity={feed.status === 'error' ? 'error' : 'info'}
                    action={
                      <Button color="inherit" size="small" onClick={() => void refresh()} data-testid="chart-refresh">
                        {t('refresh')}
                      </Button>
                    }
                    data-testid="chart-empty"
                  >
                    {feed.msg ?? t('noCandles', { symbol, duration: t(`durations.${duration}`) })}
                  </Alert>
                )}
              </Stack>
            )}
          </Box>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            {switches.replay ? (
              <ReplayControls
                replayingTo={replaying && latest ? formatBarTime(latest.ts, timeZone, duration, language) : null}
                onBack={() => act({ type: 'back' })}
                onForward={() => act({ type: 'forward' })}
                onRestore={() => act({ type: 'restore' })}
              />
            ) : (
              <span />
            )}
            <Typography variant="caption" color="text.secondary" data-testid="chart-time-zone">
              {feed.loadingOlder ? t('loadingOlder') : t('timeZone', { zone: formatTimeZone(timeZone, language) })}
            </Typography>
          </Stack>
          {!compact && switches.hoverSheet && (
            <Box sx={{ opacity: stale }}>
              <HoveredCandleSheet hovered={hovered} candles={shown} symbol={symbol} fields={fields} timeZone={timeZone} duration={duration} language={language} />
            </Box>
          )}
        </Box>
        {!compact && latest && (
          <Box sx={{ opacity: stale }}>
            {switches.sidebarSheet ? (
              <SidebarSheet candle={latest} symbol={symbol} fields={fields} language={language} action={sidebarToggle} />
            ) : (
              sidebarToggle
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
