import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Autocomplete, Box, IconButton, LinearProgress, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { DURATIONS, type Duration } from '@signaldesk/contract';
import { formatDate } from '@signaldesk/format';
import { resolveSymbol } from '@signaldesk/market-data/universe';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WindowChart, windowChartSchema } from '../../src/window/windowApi.js';
import { chartPath } from './chartPath.js';
import { loadChartFont } from './chartFont.js';
import type { SymbolLists } from './Desk.js';
import { drawWindowChart } from './drawWindowChart.js';
import { takeEarlyChart } from './earlyStart.js';
import { useWindowLanguage } from './i18n.js';
import { useRiseFall } from './riseFallContext.js';
import { readWindowReply, sendWindowCall } from './windowCall.js';

/** The symbols the picker offers: followed first, then favourites, each once. */
const symbolsOf = (lists: SymbolLists | null) => [...new Set([...(lists?.follows ?? []), ...(lists?.favourites ?? [])].map((stock) => stock.symbol))];

/** The chart page: a symbol and a duration, drawn as the product draws its pictures, fitted to the column. */
export function ChartColumn({
  symbol,
  duration,
  lists,
  onChange,
}: {
  symbol: string | null;
  duration: Duration;
  lists: SymbolLists | null;
  onChange: (symbol: string | null, duration: Duration) => void;
}) {
  const { t } = useTranslation();
  const language = useWindowLanguage();
  const riseFall = useRiseFall();
  const [chart, setChart] = useState<WindowChart | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [typedError, setTypedError] = useState<string | null>(null);
  const [fontLoaded, setFontLoaded] = useState(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const asked = useRef(0);

  const load = useCallback((wanted: string, wantedDuration: Duration, fresh: boolean) => {
    const ask = ++asked.current;
    setLoading(true);
    setError(null);
    const early = fresh ? Promise.resolve(null) : takeEarlyChart(wanted, wantedDuration);
    readWindowReply(
      early.then((reply) => reply ?? sendWindowCall(chartPath(wanted, wantedDuration, fresh))),
      windowChartSchema,
    )
      .then((answer) => {
        if (ask === asked.current) setChart(answer);
      })
      .catch((refusal: Error) => {
        if (ask !== asked.current) return;
        setChart(null);
        setError(refusal.message);
      })
      .finally(() => {
        if (ask === asked.current) setLoading(false);
      });
  }, []);

  useEffect(() => {
    if (symbol) load(symbol, duration, false);
    else setChart(null);
  }, [symbol, duration, load]);

  useEffect(() => {
    void loadChartFont().then(setFontLoaded);
  }, []);

  // The column's size changes with the window and with either divider; the canvas follows it.
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((current) => (current && current.width === Math.floor(width) && current.height === Math.floor(height) ? current : { width: Math.floor(width), height: Math.floor(height) }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shown = chart && chart.symbol === symbol && chart.duration === duration ? chart : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the chart is drawn again once its font has arrived
  useEffect(() => {
    if (!shown || !canvas.current || !size || size.width < 1 || size.height < 1) return;
    drawWindowChart(canvas.current, shown, size, language, riseFall);
  }, [shown, size, language, riseFall, fontLoaded]);

  return (
    <>
      <Stack direction="row" sx={{ gap: 1, p: 1, alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}>
        <Autocomplete
          freeSolo
          size="small"
          options={symbolsOf(lists)}
          value={symbol ?? ''}
          onChange={(_, value) => {
            if (typeof value !== 'string' || !value.trim()) return;
            const resolved = resolveSymbol(value);
            setTypedError(resolved ? null : t('messages:symbolInvalid'));
            if (resolved) onChange(resolved, duration);
          }}
          sx={{ width: 200 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('chart.symbol')}
              error={typedError !== null}
              helperText={typedError}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 32, spellCheck: false, 'data-testid': 'chart-symbol' } }}
            />
          )}
        />
        <TextField
          select
          size="small"
          label={t('chart.duration')}
          value={duration}
          onChange={(event) => onChange(symbol, event.target.value as Duration)}
          sx={{ width: 120 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'chart-duration' } } }}
        >
          {DURATIONS.map((each) => (
            <MenuItem key={each} value={each} data-testid={`duration-${each}`}>
              {each}
            </MenuItem>
          ))}
        </TextField>
        <Tooltip title={t('chart.refresh')}>
          <span>
            <IconButton aria-label={t('chart.refresh')} disabled={!symbol || loading} onClick={() => symbol && load(symbol, duration, true)} data-testid="chart-refresh">
              <RefreshIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        {shown && (
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="chart-age">
            {t('chart.age', { time: formatDate(shown.fetchedAt, language) })}
          </Typography>
        )}
      </Stack>
      {loading && <LinearProgress />}
      {shown && (shown.offline || shown.notice) && (
        <Alert severity={shown.offline ? 'warning' : 'info'} sx={{ borderRadius: 0 }} data-testid="chart-notice">
          {shown.notice ?? t('chart.offline')}
        </Alert>
      )}
      {shown?.demo && (
        <Alert severity="info" sx={{ borderRadius: 0 }} data-testid="chart-demo">
          {t('chart.demo')}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ borderRadius: 0 }} data-testid="chart-error">
          {t('chart.failed', { msg: error })}
        </Alert>
      )}
      <Box ref={area} sx={{ flex: 1, minHeight: 0, position: 'relative', overflow: 'hidden' }}>
        {!symbol && (
          <Typography color="text.secondary" sx={{ p: 3 }}>
            {t('chart.choose')}
          </Typography>
        )}
        <canvas
          ref={canvas}
          role="img"
          aria-label={shown ? t('chart.canvas', { symbol: shown.symbol, duration: shown.duration }) : undefined}
          data-testid="chart-canvas"
          style={{ position: 'absolute', inset: 0, display: shown ? 'block' : 'none' }}
        />
      </Box>
    </>
  );
}
