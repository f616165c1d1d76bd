import { Close } from '@mui/icons-material';
import { Box, IconButton, Stack } from '@mui/material';
import type { Language } from '@signaldesk/contract';
import { formatPrice, priceDigits } from '@signaldesk/format';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Store } from '../../app/createStore.js';
import { useStore } from '../../app/useStore.js';
import { comparedSymbols } from './comparedSymbols.js';
import type { ComparedLine } from './useComparedLines.js';

/** A row per compared symbol in the price legend: its close at the hovered candle (the latest off the candles), in its colour. */
export function CompareLegend({ lines, hovered, candles, language }: { lines: readonly ComparedLine[]; hovered: Store<number | null>; candles: number; language: Language }) {
  const { t } = useTranslation('compare');
  const pointed = useDeferredValue(useStore(hovered));
  const index = pointed !== null && pointed >= 0 && pointed < candles ? pointed : candles - 1;
  if (lines.length === 0) return null;
  return (
    <Stack data-testid="compare-legend">
      {lines.map((line) => {
        const value = line.values[index] ?? null;
        return (
          <Stack
            key={line.symbol}
            direction="row"
            sx={{ alignItems: 'center', columnGap: 0.75, whiteSpace: 'nowrap', pointerEvents: 'auto' }}
            data-testid="compare-entry"
            data-symbol={line.symbol}
          >
            <Box component="span" sx={{ color: line.colour, fontWeight: 500 }}>
              {line.symbol}
            </Box>
            <span aria-hidden>·</span>
            <Box component="span" sx={{ color: line.colour, fontVariantNumeric: 'tabular-nums' }} data-testid="compare-value">
              {value === null ? '–' : formatPrice(value, language, priceDigits(value, line.symbol))}
            </Box>
            <IconButton size="small" sx={{ p: 0.25 }} onClick={() => comparedSymbols.remove(line.symbol)} aria-label={t('remove', { symbol: line.symbol })}>
              <Close sx={{ fontSize: 14 }} />
            </IconButton>
          </Stack>
        );
      })}
    </Stack>
  );
}
