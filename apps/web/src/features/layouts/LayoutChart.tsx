import { OpenInNew } from '@mui/icons-material';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { Duration, LayoutArrangement } from '@signaldesk/contract';
import { timeZoneOf } from '@signaldesk/market-data/sessions';
import { findSymbol } from '@signaldesk/market-data/universe';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useLanguage } from '../../i18n/useLanguage.js';
import { QuoteChart, type ShownChart } from '../chart/QuoteChart.js';
import type { IndicatorSet } from '../indicators/indicatorSet.js';
import { IndicatorSetContext } from '../indicators/useIndicatorSet.js';
import { quotePath } from '../quote/quotePath.js';
import { chartArea, chartHeight } from './arrangement.js';
import type { ScreenChart } from './layoutState.js';
import { SymbolPicker } from './SymbolPicker.js';
import type { LinkedChart } from './useChartLinks.js';

interface Props {
  index: number;
  chart: ScreenChart;
  /** The chart's own indicators, apart from the other charts'. */
  indicators: IndicatorSet;
  arrangement: LayoutArrangement;
  phone: boolean;
  onSymbol: (index: number, symbol: string) => void;
  onDuration: (index: number, duration: Duration) => void;
  /** The drawn chart for the links, null while there is none. */
  onChart: (index: number, chart: LinkedChart | null) => void;
  /** The trader works in this chart: a link turned on next takes its symbol or duration. */
  onActive: (index: number) => void;
}

/**
 * One chart of the layout, in its place of the grid, headed by the chart's compact toolbar: its own symbol box, then
 * the chart's duration, indicators and comparison, its name and a button to the quote screen.
 */
export function LayoutChart({ index, chart, indicators, arrangement, phone, onSymbol, onDuration, onChart, onActive }: Props) {
  const { t } = useTranslation('layouts');
  const [language] = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<ShownChart | null>(null);
  const timeZone = useMemo(() => timeZoneOf(chart.symbol), [chart.symbol]);
  const info = findSymbol(chart.symbol);
  const name = (language === 'zh' ? info?.cnname : info?.name) || '';
  const n = index + 1;

  useEffect(() => {
    onChart(index, drawn && box.current ? { chart: drawn, timeZone, box: box.current } : null);
    return () => onChart(index, null);
  }, [index, drawn, timeZone, onChart]);

  const extra = (
    <>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {name}
      </Typography>
      <Tooltip title={t('openQuote', { symbol: chart.symbol })}>
        <IconButton
          size="small"
          component={RouterLink}
          to={quotePath('folder', 'all', chart.symbol, chart.duration)}
          aria-label={t('openQuote', { symbol: chart.symbol })}
          data-testid="layout-open-quote"
        >
          <OpenInNew fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );

  return (
    <Box
      ref={box}
      sx={{ gridArea: chartArea(index), minWidth: 0 }}
      onPointerDown={() => onActive(index)}
      onFocus={() => onActive(index)}
      role="group"
      aria-label={t('chart', { n })}
      data-testid="layout-chart"
      data-index={index}
      data-symbol={chart.symbol}
      data-duration={chart.duration}
    >
      <IndicatorSetContext value={indicators}>
        <QuoteChart
          compact
          symbol={chart.symbol}
          duration={chart.duration}
          height={chartHeight(arrangement, index, phone)}
          onChart={setDrawn}
          toolbarLead={<SymbolPicker symbol={chart.symbol} label={t('symbolOf', { n })} onChoose={(symbol) => onSymbol(index, symbol)} />}
          onDurationChange={(duration) => onDuration(index, duration)}
          toolbarExtra={extra}
        />
      </IndicatorSetContext>
    </Box>
  );
}
