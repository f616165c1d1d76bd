import { Box, Stack, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import { CHART_LAYOUT_LIMITS, type Duration } from '@signaldesk/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/useStore.js';
import { ArrangementPicker } from './ArrangementPicker.js';
import { arrangementGrid } from './arrangement.js';
import { currentLayout } from './currentLayout.js';
import type { ChartIndicator } from '../indicators/indicatorStorage.js';
import { LayoutChart } from './LayoutChart.js';
import { layoutChartIndicators } from './layoutChartIndicators.js';
import { LayoutMenu } from './LayoutMenu.js';
import { arrange, chooseDuration, chooseSymbol, screenLayoutOf, toggleLink } from './layoutState.js';
import { useLayouts } from './useLayouts.js';
import { LinkToggles } from './LinkToggles.js';
import { type LinkedChart, useChartLinks } from './useChartLinks.js';

/**
 * /apps/layout: one to four charts on one screen, arranged side by side, stacked or in a grid, each of its own symbol
 * and duration and with indicators of its own, optionally linked. The layout on screen is kept in this browser; named
 * layouts are kept with the account, from the menu, and a saved layout on screen keeps each chart's indicators as
 * they change. A phone shows one chart at a time, with tabs to switch between them.
 */
export function LayoutPage() {
  const { t } = useTranslation(['layouts', 'quote']);
  const layout = useStore(currentLayout);
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // The chart the trader last worked in: the one a phone shows, and the one a link turned on takes its value from.
  const [active, setActive] = useState(0);
  const shown = Math.min(active, layout.charts.length - 1);
  const [drawn, setDrawn] = useState<readonly (LinkedChart | null)[]>([]);
  const report = useCallback(
    (index: number, chart: LinkedChart | null) =>
      setDrawn((charts) => {
        if ((charts[index] ?? null) === chart) return charts;
        const next = [...charts];
        next[index] = chart;
        return next;
      }),
    [],
  );
  useChartLinks(drawn, layout.links);

  const { keepIndicators } = useLayouts();
  const keep = useCallback(
    (index: number, list: readonly ChartIndicator[]) => {
      const { name } = currentLayout.get();
      if (name !== null) keepIndicators(name, index, list);
    },
    [keepIndicators],
  );
  const indicatorSets = useMemo(() => Array.from({ length: CHART_LAYOUT_LIMITS.charts }, (_, index) => layoutChartIndicators(index, keep)), [keep]);

  useEffect(() => {
    const before = document.title;
    document.title = `${t('title')} - ${t('quote:titleSuffix')}`;
    return () => {
      document.title = before;
    };
  }, [t]);

  const onSymbol = useCallback((index: number, symbol: string) => currentLayout.set(chooseSymbol(currentLayout.get(), index, symbol)), []);
  const onDuration = useCallback((index: number, duration: Duration) => currentLayout.set(chooseDuration(currentLayout.get(), index, duration)), []);

  const chart = (index: number) => (
    <LayoutChart
      key={index}
      index={index}
      chart={layout.charts[index]!}
      indicators={indicatorSets[index]!}
      arrangement={layout.arrangement}
      phone={phone}
      onSymbol={onSymbol}
      onDuration={onDuration}
      onChart={report}
      onActive={setActive}
    />
  );
  const grid = arrangementGrid(layout.arrangement);
  const places = layout.charts.map((_, index) => index);

  return (
    <Stack spacing={1} data-testid="layout-page" data-arrangement={layout.arrangement}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <LayoutMenu
          layout={layout}
          onOpen={(saved) => currentLayout.set(screenLayoutOf(saved))}
          onRemoved={(name) => {
            const now = currentLayout.get();
            if (now.name === name) currentLayout.set({ ...now, name: null });
          }}
        />
        <ArrangementPicker value={layout.arrangement} onChange={(arrangement) => currentLayout.set(arrange(currentLayout.get(), arrangement))} />
        <LinkToggles links={layout.links} onToggle={(link) => currentLayout.set(toggleLink(currentLayout.get(), link, shown))} />
      </Stack>
      {phone ? (
        <>
          {layout.charts.length > 1 && (
            <Tabs value={shown} onChange={(_, index: number) => setActive(index)} variant="fullWidth" data-testid="layout-tabs">
              {places.map((place) => (
                <Tab key={place} value={place} label={place + 1} aria-label={t('chart', { n: place + 1 })} data-testid="layout-tab" />
              ))}
            </Tabs>
          )}
          {chart(shown)}
        </>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: grid.templateColumns,
            // Each row as high as its charts, which are sized to share the screen's height (chartHeight).
            gridTemplateRows: `repeat(${grid.rows}, auto)`,
            gridTemplateAreas: grid.templateAreas,
          }}
        >
          {places.map(chart)}
        </Box>
      )}
    </Stack>
  );
}
