import { VisibilityOff } from '@mui/icons-material';
import { alpha, Box, ButtonBase, IconButton, Stack, Tooltip } from '@mui/material';
import type { ChartCandle, Language } from '@signaldesk/contract';
import { formatFieldValue, priceDigits } from '@signaldesk/format';
import { CATALOGUE, type FieldDef } from '@signaldesk/indicators';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../app/createStore.js';
import { useStore } from '../../app/useStore.js';
import { type LegendLine, type LegendLook, type LegendPane, legendColour, legendLines, zigzagParams } from './chartLegend.js';
import { chartSwitches } from './chartSwitches.js';
import { hiddenLines } from './hiddenLines.js';
import type { PaneLayout } from './usePaneLayout.js';

interface Props {
  /** Where the chart drew its panes, which changes without the chart's candles changing. */
  layout: Store<PaneLayout>;
  candles: readonly ChartCandle[];
  symbol: string;
  hovered: Store<number | null>;
  language: Language;
  look: LegendLook;
  /** Shown above the price pane's lines: the static sheet, when it is switched on. */
  priceHeader?: ReactNode;
  /** Shown below the price pane's lines: the standard indicators drawn over the candles. */
  priceIndicators?: ReactNode;
}

const FIELDS = new Map<string, FieldDef>(CATALOGUE.map((field) => [field.id, field]));
/** Room a lower pane's legend leaves at its right for the pane's collapse button. */
const TOGGLE_PX = 32;

/**
 * A legend at the top left of each pane: every line with its swatch and its value on the hovered candle (or the
 * latest); a click hides or shows the line, and a lower pane's legend hides the whole pane. It stops short of the
 * price axis and, on a narrow screen, wraps (price pane) or scrolls sideways within itself (lower panes), the button
 * that hides a lower pane first so that it is never scrolled away.
 */
export function ChartLegend({ layout: layoutStore, candles, symbol, hovered, language, look, priceHeader, priceIndicators }: Props) {
  const { t } = useTranslation('chart');
  const layout = useStore(layoutStore);
  const hidden = useStore(hiddenLines);
  const index = useDeferredValue(useStore(hovered));
  const candle = (index !== null && candles[index]) || candles[candles.length - 1];

  const nameOf = (line: LegendLine) => {
    if (line.textKey) return t(line.textKey, { params: zigzagParams(line.id) });
    return (line.field && FIELDS.get(line.field)?.name[language]) ?? line.id;
  };
  // Lines over the candles read with the candles' decimals, as the static sheet's close does.
  const closeDigits = priceDigits(candle?.['candle.close'] ?? 0, symbol);
  const readingOf = (line: LegendLine, pane: LegendPane) => {
    const field = line.field ? FIELDS.get(line.field) : undefined;
    return field && candle ? formatFieldValue(field, candle[field.id] ?? null, language, pane === 'price' ? closeDigits : 0) : '';
  };

  return layout.boxes.map(({ pane, top, height }) => {
    // The standard indicators' panes carry their own legends (features/indicators).
    if (pane === 'indicator') return null;
    const price = pane === 'price';
    const lines = legendLines(pane, look);
    const paneName = price ? t('legend.price') : t('legend.pane', { pane: t(`panes.names.${pane}`) });
    const hidePane = price ? '' : t('legend.hidePane', { pane: t(`panes.names.${pane}`) });
    return (
      <Box
        key={pane}
        role="group"
        aria-label={paneName}
        data-testid="chart-legend"
        data-pane={pane}
        // The candle read, by its time (epoch seconds), for what a test cannot tell from the values alone.
        data-candle-time={candle?.ts}
        sx={(theme) => ({
          position: 'absolute',
          top: top + 4,
          left: 8,
          zIndex: 2,
          maxWidth: `calc(100% - ${layout.scaleWidth + (price ? 16 : TOGGLE_PX + 16)}px)`,
          maxHeight: price ? Math.max(48, height * 0.45) : Math.max(20, height - 4),
          overflow: 'auto',
          pointerEvents: 'none',
          bgcolor: alpha(theme.palette.background.paper, 0.85),
          px: 0.5,
          borderRadius: 1,
          typography: 'caption',
        })}
      >
        {price && priceHeader}
        {/* Only the entries take the pointer: between them the crosshair and dragging reach the chart. */}
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: price ? 'wrap' : 'nowrap', columnGap: 1, '& > *': { pointerEvents: 'auto' } }}>
          {!price && (
            <Tooltip title={hidePane}>
              <IconButton
                size="small"
                onClick={() => chartSwitches.set({ ...chartSwitches.get(), [pane]: false })}
                aria-label={hidePane}
                data-testid="legend-hide-pane"
                data-pane={pane}
                sx={{ p: 0 }}
              >
                <VisibilityOff sx={{ fontSize: 14 }} />
              </IconButton>
            </Tooltip>
          )}
          {lines.map((line) => {
            const off = hidden.includes(line.id);
            const name = nameOf(line);
            const colour = legendColour(line, candle) ?? 'text.secondary';
            return (
              <ButtonBase
                key={line.id}
                onClick={() => hiddenLines.toggle(line.id)}
                aria-pressed={!off}
                title={t(off ? 'legend.show' : 'legend.hide', { line: name })}
                data-testid="legend-line"
                data-line={line.id}
                data-hidden={off}
                sx={{ gap: 0.5, whiteSpace: 'nowrap', font: 'inherit', color: off ? 'text.disabled' : 'text.primary', borderRadius: 0.5 }}
              >
                <Box component="span" sx={{ width: 12, height: line.width + 1, borderRadius: 1, bgcolor: off ? 'action.disabled' : colour }} />
                <span>{name}</span>
                {!off && (
                  <Box component="span" sx={{ color: colour, fontVariantNumeric: 'tabular-nums' }} data-testid="legend-value">
                    {readingOf(line, pane)}
                  </Box>
                )}
              </ButtonBase>
            );
          })}
        </Stack>
        {price && priceIndicators}
      </Box>
    );
  });
}
