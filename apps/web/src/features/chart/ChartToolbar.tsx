import {
  BarChart,
  CameraAlt,
  DataObject,
  Fullscreen,
  FullscreenExit,
  HorizontalRule,
  Flip,
  ShowChart,
  StackedLineChart,
  TableView,
  Timeline,
} from '@mui/icons-material';
import { Box, Divider, Stack } from '@mui/material';
import type { Duration } from '@signaldesk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localFlags } from '../../app/localFlags.js';
import { useStore } from '../../app/useStore.js';
import { IndicatorsButton } from '../indicators/IndicatorsDialog.js';
import { ChartTool } from './ChartTool.js';
import { chartSwitches } from './chartSwitches.js';
import { DisplayMenu } from './DisplayMenu.js';
import { DurationTabs } from './DurationTabs.js';

interface Props {
  duration: Duration;
  onDurationChange: ((duration: Duration) => void) | undefined;
  hasCandles: boolean;
  onExportJson: () => void;
  onExportCsv: () => void;
  onScreenshot: () => void;
  /** Symbols set beside the chart, after the indicators. */
  compare?: ReactNode;
  /** The drawing tools, after the display tools; a group of their own, so a narrow toolbar wraps before them. */
  drawingTools?: ReactNode;
  extra: ReactNode;
  /**
   * One chart among several on a screen: its symbol box (`lead`), a drop-down of durations, the indicators and the
   * comparison, and `extra`; the export, display and drawing tools stay with the quote screen's chart.
   */
  compact?: boolean;
  /** Shown first, before the durations. */
  lead?: ReactNode;
}

/**
 * Durations, the standard indicators, the comparison, the spec's tools (export, screenshot, overlay, trend lines, panes,
 * mirror, help lines, screen) and the caller's extra buttons; a compact chart's toolbar keeps the first three.
 */
export function ChartToolbar(props: Props) {
  const { duration, onDurationChange, compare, extra, compact = false, lead } = props;
  if (compact) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mb: 0.5, minWidth: 0 }} data-testid="chart-toolbar" data-compact>
        {lead}
        {onDurationChange && <DurationTabs compact value={duration} onChange={onDurationChange} />}
        <IndicatorsButton />
        {compare}
        {extra}
      </Stack>
    );
  }
  return <FullToolbar {...props} />;
}

function FullToolbar({ duration, onDurationChange, hasCandles, onExportJson, onExportCsv, onScreenshot, compare, drawingTools, extra }: Props) {
  const { t } = useTranslation('chart');
  const switches = useStore(chartSwitches);
  const helpLine = useStore(localFlags.helpLine);
  // One tool for both panes: it hides them while either shows, and shows both when neither does.
  const kdAndVolume = switches.kd || switches.volume;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }} data-testid="chart-toolbar">
      {onDurationChange && (
        // On a phone the durations scroll sideways within their row rather than widen the page.
        <Box sx={{ maxWidth: 1, overflowX: 'auto' }}>
          <DurationTabs value={duration} onChange={onDurationChange} />
        </Box>
      )}
      <IndicatorsButton />
      {compare}
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <ChartTool title={t('tools.exportJson')} onClick={onExportJson} disabled={!hasCandles} testId="chart-export-json">
          <DataObject fontSize="small" />
        </ChartTool>
        <ChartTool title={t('tools.exportCsv')} onClick={onExportCsv} disabled={!hasCandles} testId="chart-export-csv">
          <TableView fontSize="small" />
        </ChartTool>
        <ChartTool title={t('tools.screenshot')} onClick={onScreenshot} disabled={!hasCandles} testId="chart-screenshot">
          <CameraAlt fontSize="small" />
        </ChartTool>
        <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
        <ChartTool
          title={switches.ladder ? t('tools.ladder') : t('tools.matrix')}
          onClick={() => chartSwitches.toggle('ladder')}
          active={switches.ladder}
          testId="chart-overlay"
        >
          {switches.ladder ? <StackedLineChart fontSize="small" /> : <ShowChart fontSize="small" />}
        </ChartTool>
        <ChartTool title={t('tools.trendline')} onClick={() => chartSwitches.toggle('trendline')} active={switches.trendline} testId="chart-trendline">
          <Timeline fontSize="small" />
        </ChartTool>
        <ChartTool
          title={t('tools.kdvol')}
          onClick={() => chartSwitches.set({ ...chartSwitches.get(), kd: !kdAndVolume, volume: !kdAndVolume })}
          active={kdAndVolume}
          testId="chart-kdvol"
        >
          <BarChart fontSize="small" />
        </ChartTool>
        <ChartTool title={t('tools.flipY')} onClick={() => chartSwitches.toggle('flipY')} active={switches.flipY} testId="chart-flip">
          <Flip fontSize="small" sx={{ transform: 'rotate(90deg)' }} />
        </ChartTool>
        <ChartTool title={t('tools.helpline')} onClick={() => localFlags.helpLine.set(!helpLine)} active={helpLine} testId="chart-helpline">
          <HorizontalRule fontSize="small" />
        </ChartTool>
        <ChartTool title={t('tools.screen')} onClick={() => chartSwitches.toggle('screen')} active={switches.screen} testId="chart-screen">
          {switches.screen ? <FullscreenExit fontSize="small" /> : <Fullscreen fontSize="small" />}
        </ChartTool>
        <DisplayMenu />
      </Stack>
      {drawingTools}
      <Box sx={{ flex: 1 }} />
      {extra}
    </Stack>
  );
}
