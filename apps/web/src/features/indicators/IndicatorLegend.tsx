import { Close, Settings, Visibility, VisibilityOff } from '@mui/icons-material';
import { alpha, Box, IconButton, Stack } from '@mui/material';
import type { Language } from '@signaldesk/contract';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../app/createStore.js';
import { useStore } from '../../app/useStore.js';
import type { PaneLayout } from '../chart/usePaneLayout.js';
import { IndicatorSettingsDialog } from './IndicatorSettingsDialog.js';
import { colourAt, type DrawnIndicator, formatReading, indicatorTitle, valueAt } from './indicatorLines.js';
import { useIndicatorSet } from './useIndicatorSet.js';

interface ReadingProps {
  /** Hovered candle (index into the candles drawn), null for the latest. */
  hovered: Store<number | null>;
  candles: number;
  language: Language;
  priceDigits: number;
}

/** The candle the legend reads: the hovered one, or the latest when the pointer is off the candles. */
function useReadIndex(hovered: Store<number | null>, candles: number): number {
  const index = useDeferredValue(useStore(hovered));
  return index !== null && index >= 0 && index < candles ? index : candles - 1;
}

/** One instance's legend row, "EMA 20 · 431.20", with its settings, hide or show, and remove buttons. */
function IndicatorEntry({ drawn, index, language, priceDigits }: { drawn: DrawnIndicator; index: number; language: Language; priceDigits: number }) {
  const { t } = useTranslation('indicators');
  const [editing, setEditing] = useState(false);
  const indicators = useIndicatorSet();
  const { item, lines } = drawn;
  const name = indicatorTitle(item, (value) => t(`anchors.${value}`));
  const button = { size: 'small', sx: { p: 0.25 } } as const;
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', columnGap: 0.75, whiteSpace: 'nowrap', pointerEvents: 'auto', color: item.hidden ? 'text.disabled' : 'text.primary' }}
      data-testid="indicator-legend"
      data-id={item.id}
      data-indicator={item.indicator}
      data-hidden={item.hidden}
    >
      <span data-testid="indicator-title">{name}</span>
      {!item.hidden && (
        <>
          <span aria-hidden>·</span>
          {lines.map((line) => (
            <Box
              component="span"
              key={line.line}
              title={t(`lines.${line.line}`)}
              sx={{ color: colourAt(line, index), fontVariantNumeric: 'tabular-nums' }}
              data-testid="indicator-value"
              data-line={line.line}
            >
              {formatReading(item.indicator, valueAt(line, index), language, priceDigits)}
            </Box>
          ))}
        </>
      )}
      <IconButton {...button} onClick={() => setEditing(true)} aria-label={t('legend.settings', { name })} title={t('legend.settings', { name })} data-testid="indicator-settings-open">
        <Settings sx={{ fontSize: 14 }} />
      </IconButton>
      <IconButton
        {...button}
        onClick={() => indicators.toggle(item.id)}
        aria-label={t(item.hidden ? 'legend.show' : 'legend.hide', { name })}
        title={t(item.hidden ? 'legend.show' : 'legend.hide', { name })}
        aria-pressed={!item.hidden}
        data-testid="indicator-toggle"
      >
        {item.hidden ? <VisibilityOff sx={{ fontSize: 14 }} /> : <Visibility sx={{ fontSize: 14 }} />}
      </IconButton>
      <IconButton {...button} onClick={() => indicators.remove(item.id)} aria-label={t('legend.remove', { name })} title={t('legend.remove', { name })} data-testid="indicator-remove">
        <Close sx={{ fontSize: 14 }} />
      </IconButton>
      {editing && <IndicatorSettingsDialog item={item} name={name} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/** The rows of the indicators drawn over the candles, below the price pane's own lines in its legend. */
export function PriceIndicatorEntries({ drawn, hovered, candles, language, priceDigits }: ReadingProps & { drawn: readonly DrawnIndicator[] }) {
  const index = useReadIndex(hovered, candles);
  const overlays = drawn.filter((indicator) => indicator.placement === 'price');
  if (overlays.length === 0) return null;
  return (
    <Stack data-testid="indicator-entries">
      {overlays.map((indicator) => (
        <IndicatorEntry key={indicator.item.id} drawn={indicator} index={index} language={language} priceDigits={priceDigits} />
      ))}
    </Stack>
  );
}

/** A legend at the top left of each indicator's own pane, as the product's panes have, short of the price axis. */
export function IndicatorPaneLegends({ layout: layoutStore, drawn, hovered, candles, language, priceDigits }: ReadingProps & { layout: Store<PaneLayout>; drawn: readonly DrawnIndicator[] }) {
  const { t } = useTranslation('indicators');
  const layout = useStore(layoutStore);
  const index = useReadIndex(hovered, candles);
  return layout.boxes.map(({ pane, indicator: id, top, height }) => {
    const indicator = pane === 'indicator' ? drawn.find((one) => one.item.id === id) : undefined;
    if (!indicator) return null;
    const name = indicatorTitle(indicator.item, (value) => t(`anchors.${value}`));
    return (
      <Box
        key={indicator.item.id}
        role="group"
        aria-label={t('legend.pane', { name })}
        data-testid="indicator-pane-legend"
        data-id={indicator.item.id}
        sx={(theme) => ({
          position: 'absolute',
          top: top + 4,
          left: 8,
          zIndex: 2,
          maxWidth: `calc(100% - ${layout.scaleWidth + 16}px)`,
          maxHeight: Math.max(20, height - 4),
          overflow: 'auto',
          pointerEvents: 'none',
          bgcolor: alpha(theme.palette.background.paper, 0.85),
          px: 0.5,
          borderRadius: 1,
          typography: 'caption',
        })}
      >
        <IndicatorEntry drawn={indicator} index={index} language={language} priceDigits={priceDigits} />
      </Box>
    );
  });
}
