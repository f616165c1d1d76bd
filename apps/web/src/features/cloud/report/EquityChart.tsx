import { Box, Stack, Typography, useTheme } from '@mui/material';
import { formatFixed } from '@signaldesk/format';
import { AreaSeries, createChart, type ISeriesApi, LineSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage.js';
import { chartTime } from '../../chart/chartTime.js';
import { useRiseFall } from '../../riseFall/useRiseFall.js';
import { percentOf } from './metricFormat.js';
import type { ReportCurve } from '@signaldesk/backtest';

/** The lines of the equity chart; the strategy's takes the rise colour as the account it is. */
export const CURVE_COLOURS = { buyAndHold: '#78909c', benchmark: '#f9a825', beside: '#5c6bc0' } as const;

/** Another account's equity drawn beside the strategy's, on its own bars, under its own name. */
export interface BesideLine {
  name: string;
  time: number[];
  equity: number[];
}

const DRAWDOWN_PANE = 1;

/**
 * The strategy's equity against buy-and-hold of the same symbols (when there is one), the market's benchmark and
 * another line beside it if given, with the strategy's drawdown below on the same time scale, on the exchange's clock.
 */
export function EquityChart({
  curve,
  timeZone,
  benchmarkSymbol,
  strategyName,
  beside,
}: {
  curve: Omit<ReportCurve, 'buyAndHold'> & { buyAndHold: number[] | null };
  timeZone: string;
  benchmarkSymbol: string | null;
  /** The strategy line's name in the legend, "Strategy" when left out. */
  strategyName?: string;
  beside?: BesideLine;
}) {
  const { t } = useTranslation('cloud');
  const [language] = useLanguage();
  const theme = useTheme();
  const { rise, fall } = useRiseFall();
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const api = createChart(element, {
      autoSize: true,
      layout: { background: { color: theme.palette.background.paper }, textColor: theme.palette.text.primary, attributionLogo: false },
      grid: { vertLines: { color: theme.palette.divider }, horzLines: { color: theme.palette.divider } },
      localization: { locale: language === 'zh' ? 'zh-CN' : 'en-US' },
      // Ten years of days fit the width rather than scroll: the report is read whole first.
      timeScale: { secondsVisible: false, minBarSpacing: 0.05 },
    });
    const money = { type: 'custom', minMove: 0.01, formatter: (value: number) => formatFixed(value, language, 0) } as const;
    const times = curve.time.map((ts) => chartTime(ts, timeZone));
    const pointsAt = (at: readonly number[], values: readonly number[]) => values.map((value, i) => ({ time: at[i] as UTCTimestamp, value }));
    const points = (values: readonly number[]) => pointsAt(times, values);
    const line = (color: string, width: 1 | 2): ISeriesApi<'Line'> =>
      api.addSeries(LineSeries, { color, lineWidth: width, priceFormat: money, priceLineVisible: false, lastValueVisible: true });
    if (curve.buyAndHold) line(CURVE_COLOURS.buyAndHold, 1).setData(points(curve.buyAndHold));
    if (curve.benchmark) line(CURVE_COLOURS.benchmark, 1).setData(points(curve.benchmark));
    if (beside) line(CURVE_COLOURS.beside, 2).setData(pointsAt(beside.time.map((ts) => chartTime(ts, timeZone)), beside.equity));
    line(rise.main, 2).setData(points(curve.equity));
    const drawdown = api.addSeries(
      AreaSeries,
      {
        lineColor: fall.main,
        topColor: fall.volume,
        bottomColor: fall.volume,
        lineWidth: 1,
        invertFilledArea: true,
        priceLineVisible: false,
        priceFormat: { type: 'custom', minMove: 0.0001, formatter: (value: number) => percentOf(value, language) },
      },
      DRAWDOWN_PANE,
    );
    drawdown.setData(points(curve.drawdown));
    api.panes()[DRAWDOWN_PANE]?.setHeight(110);
    // The whole run stays in view: the chart is sized after it is made, and again whenever its box changes.
    const fit = () => api.timeScale().fitContent();
    api.timeScale().subscribeSizeChange(fit);
    fit();
    return () => {
      api.timeScale().unsubscribeSizeChange(fit);
      api.remove();
    };
  }, [curve, beside, timeZone, language, theme, rise, fall]);

  const legend = [
    { colour: rise.main, label: strategyName ?? t('report.chart.strategy') },
    ...(beside ? [{ colour: CURVE_COLOURS.beside, label: beside.name }] : []),
    ...(curve.buyAndHold ? [{ colour: CURVE_COLOURS.buyAndHold, label: t('report.chart.buyAndHold') }] : []),
    ...(curve.benchmark && benchmarkSymbol ? [{ colour: CURVE_COLOURS.benchmark, label: t('report.chart.benchmark', { symbol: benchmarkSymbol }) }] : []),
    { colour: fall.main, label: t('report.chart.drawdown') },
  ];
  return (
    <Stack spacing={1} data-testid="backtest-equity">
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} data-testid="backtest-equity-legend">
        {legend.map((item) => (
          <Stack key={item.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 3, bgcolor: item.colour, borderRadius: 1 }} />
            <Typography variant="caption">{item.label}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box ref={container} sx={{ height: 420, width: 1 }} />
    </Stack>
  );
}
