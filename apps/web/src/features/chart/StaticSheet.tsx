import { Box, Stack, Typography } from '@mui/material';
import type { ChartCandle, Duration, Language } from '@signaldesk/contract';
import type { FieldDef } from '@signaldesk/indicators';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { priceDigits } from '../../i18n/formatNumber.js';
import { formatBarTime } from './formatBarTime.js';
import { formatFieldValue } from './formatFieldValue.js';
import type { OverlayLine } from './overlayLines.js';

interface Props {
  candle: ChartCandle;
  fields: readonly FieldDef[];
  lines: readonly OverlayLine[];
  timeZone: string;
  duration: Duration;
  language: Language;
  /** Pixels kept free at the right, so the sheet never covers the price axis. */
  rightInset: number;
}

const BAR_FIELDS = ['candle.close', 'candle.updown', 'candle.volume'];

/** The latest values over the chart's top-left corner: the bar and each drawn line in its own colour. */
export const StaticSheet = memo(function StaticSheet({ candle, fields, lines, timeZone, duration, language, rightInset }: Props) {
  const { t } = useTranslation('chart');
  const byId = new Map(fields.map((field) => [field.id, field]));
  const shown = [
    ...BAR_FIELDS.map((id) => ({ id, color: undefined })),
    ...lines.map((line) => ({ id: line.field, color: line.color })),
  ].filter((entry) => byId.has(entry.id));
  const digits = priceDigits(candle['candle.close'] ?? 0);
  return (
    <Box
      sx={{ position: 'absolute', top: 4, left: 8, maxWidth: `calc(100% - ${rightInset + 8}px)`, zIndex: 2, pointerEvents: 'none', bgcolor: 'background.paper', opacity: 0.9, px: 0.5, borderRadius: 1 }}
      data-testid="static-sheet"
    >
      <Typography variant="caption" color="text.secondary">
        {t('staticSheet', { time: formatBarTime(candle.ts, timeZone, duration, language) })}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5 }}>
        {shown.map(({ id, color }) => {
          const field = byId.get(id)!;
          return (
            <Typography key={id} variant="caption" sx={{ color }} data-field={id}>
              {`${field.name[language]} ${formatFieldValue(field, candle[id] ?? null, language, digits)}`}
            </Typography>
          );
        })}
      </Stack>
    </Box>
  );
});
